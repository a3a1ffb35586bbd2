// /qa/log hosted: no flow; the store's outbox (the writes of the person signed in, another person's
// only counted), the app's QA tools (the log's export and replay, from the app's actors) and the
// replayed screen (./ReplayScreen.tsx), as the View's props.
import type { ScreenProps } from "../../views/routes.ts";
import type { QaTools } from "../../views/actors.tsx";
import { useAppActors } from "../actors.tsx";
import { hosted } from "../host.tsx";
import { QaLogView } from "./QaLogView.tsx";
import { ReplayScreen } from "./ReplayScreen.tsx";

/** The writes of the person signed in; another person's stay private (only counted). */
const mine = (w: { by?: string }, sfid: string | undefined) => w.by === undefined || w.by === sfid;

const QaLog = hosted<ScreenProps & { qa: QaTools | null }>()({
  flows: {},
  select: (s) => {
    const all = s.state.outbox;
    const outbox = all.filter((w) => mine(w, s.user?.sfid));
    return { title: s.props.title, outbox, others: all.length - outbox.length, qa: s.props.qa, ReplayScreen };
  },
  View: QaLogView,
});

/** The screen: the app's QA tools (none in a build without them) given to the hosted log. */
export default function QaLogScreen(p: ScreenProps) {
  const { qa } = useAppActors();
  return <QaLog {...p} qa={qa ?? null} />;
}
