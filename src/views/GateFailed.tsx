// The gate could not learn who is signed in (the server failed, or gave no answer and the device
// keeps no one): why, and Try again. The person is not signed out. Part of the first load (the
// gate draws it before the shell), so it draws Blueprint's card and callout markup with class
// names only (see firstLoad.tsx), never @blueprintjs/core.
import { BP, Button, DangerCallout } from "./firstLoad.tsx";
import { cx } from "./styles.ts";
import { useT } from "./i18n.tsx";
import "./page.css";
import "./GateFailed.css";

export function GateFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const t = useT();
  return (
    <main id="main-content" className="page-card" aria-labelledby="gate-failed-title">
      <div className={cx(BP.CARD, BP.ELEVATION_0)}>
        <h1 id="gate-failed-title" className={BP.HEADING}>
          {t("The app could not open")}
        </h1>
        <DangerCallout id="gate-failed-reason" className="gate-failed-reason">
          {t(reason)} <Button text={t("Try again")} onClick={onRetry} />
        </DangerCallout>
      </div>
    </main>
  );
}
