// /devices hosted: the devices the person signed in on, from the store at once (refreshed in the
// background); signing one out asks first (docs/decisions/016-sessions-and-devices.md).
import { devicesSlot } from "../../codecs/devices.ts";
import { deviceListMachine } from "../../machines/deviceList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { DevicesView } from "./DevicesView.tsx";

export default hosted<ScreenProps>()({
  flows: {
    list: flow({ machine: deviceListMachine, key: "deviceList", input: (h) => ({ hasCached: rowsOf(h, devicesSlot).length > 0 }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, devicesSlot);
    const { snap, send } = s.flows.list;
    const asking = snap.context.confirming?.id ?? null;
    return {
      title: s.props.title,
      devices: rows,
      loading: snap.hasTag("loading") && rows.length === 0,
      // a failed refresh, or a sign-out that could not be queued (Try again refreshes and clears it)
      error: snap.matches({ list: "loading" }) ? null : snap.context.error,
      confirming: asking === null ? null : (rows.find((d) => d.id === asking) ?? null),
      onRetry: () => send({ type: "devices.retry" }),
      onSignOut: (id: number) => send({ type: "devices.signOut", id }),
      onConfirm: () => send({ type: "devices.confirmed" }),
      onCancel: () => send({ type: "devices.cancelled" }),
    };
  },
  View: DevicesView,
});
