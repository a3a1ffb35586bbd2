// /Lockscreen hosted: no flow; Back goes home when signed in, else to sign in. Public: the page draws
// outside the shell, so it waits for Blueprint's stylesheet itself.
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { shellStylesheetReady } from "../../views/shell/shellStylesheet.ts";
import { hosted } from "../host.tsx";
import { LockscreenView } from "./LockscreenView.tsx";
import { msg } from "../../codecs/i18n.ts";

await shellStylesheetReady();

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({
    title: s.props.title,
    back: s.user ? { to: homeOf(s.user), label: msg("Back to home") } : { to: "/signin", label: msg("Back to sign in") },
  }),
  View: LockscreenView,
});
