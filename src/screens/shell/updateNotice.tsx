// 'A new version is available' hosted (issue 44; decision 070): the app's update flow ("appUpdate")
// and what its state shows, as UpdateNoticeView's props.
import { appUpdateMachine } from "../../machines/appUpdate.machine.ts";
import { flow, hosted } from "../host.tsx";
import { UpdateNoticeView } from "./UpdateNoticeView.tsx";

export const UpdateNotice = hosted<object>()({
  flows: { update: flow({ machine: appUpdateMachine, key: "appUpdate" }) },
  select: ({ flows: { update } }) => ({
    shown: update.snap.matches("offlineReady")
      ? ("offlineReady" as const)
      : update.snap.matches("available") || update.snap.matches("applying")
        ? ("available" as const)
        : null,
    busy: update.snap.hasTag("busy"),
    onReload: () => update.send({ type: "update.accepted" }),
    onLater: () => update.send({ type: "update.later" }),
    onDismiss: () => update.send({ type: "update.dismissed" }),
    onHold: (held: boolean) => update.send({ type: held ? "update.held" : "update.released" }),
  }),
  View: UpdateNoticeView,
});
