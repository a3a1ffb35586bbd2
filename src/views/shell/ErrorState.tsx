// 'Error!' (spec section 8: a page chunk that fails to load; also the error boundary).
import { Button, NonIdealState } from "../firstLoad.ts";

export function ErrorState({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  return (
    <div role="alert" style={{ padding: "10vh 16px" }}>
      <NonIdealState
        icon="error"
        title="Error!"
        description={detail}
        action={
          <>
            {onRetry && <Button text="Retry" onClick={onRetry} />}{" "}
            <a href="/">Back to home</a>
          </>
        }
      />
    </div>
  );
}
