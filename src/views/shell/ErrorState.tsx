// 'Error!' (spec section 8: a page chunk that fails to load; also the error boundary). Part of
// the first load (a failed shell chunk shows it), so it draws Blueprint's `<NonIdealState>`
// markup with class names only (see firstLoad.tsx).
import { Button, Icon } from "../firstLoad.tsx";

/** `standalone`: the whole page (no shell around it), so it is the main landmark with an h1. */
export function ErrorState({ detail, onRetry, standalone }: { detail: string; onRetry?: () => void; standalone?: boolean }) {
  const Heading = standalone ? "h1" : "h4";
  const body = (
    <div role="alert" style={{ padding: "10vh 16px" }}>
      <div className="bp6-non-ideal-state bp6-non-ideal-state-vertical">
        <div className="bp6-non-ideal-state-visual" style={{ fontSize: 48, lineHeight: "48px" }}>
          <Icon icon="error" size={48} className="bp6-icon-muted" />
        </div>
        <div className="bp6-non-ideal-state-text">
          <Heading className="bp6-heading" style={standalone ? { fontSize: 18 } : undefined}>Error!</Heading>
          <div>{detail}</div>
        </div>
        {onRetry && <Button text="Retry" onClick={onRetry} />}{" "}
        <a href="/">Back to home</a>
      </div>
    </div>
  );
  return standalone ? <main id="main-content">{body}</main> : body;
}
