// 'A new version is available' (issue 16): a newer build waits to take over; Reload moves to it,
// Later hides this notice until the next page load. It never reloads by itself: a form being filled
// in is never lost to an update. Part of the first load (a public page shows it too), so it draws
// Blueprint's callout markup with class names only (see firstLoad.tsx).
import { appUpdateMachine } from "../machines/appUpdate.machine.ts";
import { useFlow } from "./flows.ts";
import { BP, Button } from "./firstLoad.tsx";
import { cx } from "./styles.ts";
import "./UpdateNotice.css";

export function UpdateNotice() {
  const [snap, send] = useFlow("appUpdate", appUpdateMachine);
  if (snap.matches("offlineReady")) {
    return (
      <div role="status" className="update-notice update-notice-quiet">
        Ready to work offline
      </div>
    );
  }
  if (!snap.matches("available") && !snap.matches("applying")) return null;
  return (
    <div role="status" className={cx(BP.CALLOUT, BP.INTENT_PRIMARY, "update-notice")}>
      <span className="update-notice-text">A new version is available</span>
      <Button text="Reload" primary loading={snap.hasTag("busy")} onClick={() => send({ type: "update.accepted" })} />
      <Button text="Later" onClick={() => send({ type: "update.later" })} />
    </div>
  );
}
