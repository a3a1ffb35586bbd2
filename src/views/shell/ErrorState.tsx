// 'Error!' (spec section 8: a page chunk that fails to load; also the error boundary). Part of
// the first load (a failed shell chunk shows it), so it draws Blueprint's `<NonIdealState>`
// markup with class names only (see firstLoad.tsx).
import { BP, Button, Icon } from "../firstLoad.tsx";
import { cx } from "../styles.ts";
import { useT } from "../i18n.tsx";
import "./ErrorState.css";

/** `standalone`: the whole page (no shell around it), so it is the main landmark with an h1. */
export function ErrorState({ detail, onRetry, standalone }: { detail: string; onRetry?: () => void; standalone?: boolean }) {
  const t = useT();
  const Heading = standalone ? "h1" : "h2"; // inside the shell, a section under the page's h1
  const body = (
    <div role="alert" className="error-state">
      <div className={cx(BP.NON_IDEAL_STATE, BP.NON_IDEAL_STATE_VERTICAL)}>
        <div className={cx(BP.NON_IDEAL_STATE_VISUAL, "error-state-visual")}>
          <Icon icon="error" size={48} className={BP.ICON_MUTED} />
        </div>
        <div className={BP.NON_IDEAL_STATE_TEXT}>
          <Heading className={cx(BP.HEADING, "error-state-title")}>{t("Error!")}</Heading>
          <div>{t(detail)}</div>
        </div>
        {onRetry && <Button text={t("Retry")} onClick={onRetry} />} <a href="/">{t("Back to home")}</a>
      </div>
    </div>
  );
  return standalone ? <main id="main-content">{body}</main> : body;
}
