// The lock over the signed-in app (issue 14; decision 016): after LOCK_AFTER_MINUTES without a
// touch, a key or a click, a dialog asks for the password; the page beneath stays as it was, typed
// values included. Activity (a touch, a key, a click, the wheel anywhere on the page) is reported at
// most once a minute (each report is an event in the log). Plain props: its flow is hosted by
// lockScreen.tsx.
import { useEffect, useRef, type FormEvent } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from "@blueprintjs/core";
import { LOCK_AFTER_MINUTES, PASSWORD_MAX_LENGTH } from "../../codecs/recovery.ts";
import "./LockScreenView.css";
import { useT } from "../../views/i18n.tsx";

const ACTIVITY = ["pointerdown", "keydown", "touchstart", "wheel"] as const;
const REPORT_EVERY_MS = 60_000;

export interface LockScreenViewProps {
  locked: boolean;
  password: string;
  error: string | null;
  busy: boolean;
  canSignOut: boolean;
  onChange: (value: string) => void;
  onUnlock: () => void;
  onSignOut: () => void;
  /** The person used the page (called at most once a minute). */
  onActivity: () => void;
}

/** Calls `onActivity` when the person touches, types, clicks or scrolls anywhere, at most once a minute. */
function useActivity(onActivity: () => void) {
  const report = useRef(onActivity);
  report.current = onActivity;
  const last = useRef(0);
  useEffect(() => {
    const seen = () => {
      const now = Date.now();
      if (now - last.current < REPORT_EVERY_MS) return;
      last.current = now;
      report.current();
    };
    for (const e of ACTIVITY) window.addEventListener(e, seen, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, seen, { capture: true });
    };
  }, []);
}

export function LockScreenView(p: LockScreenViewProps) {
  const t = useT();
  useActivity(p.onActivity);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onUnlock();
  };
  return (
    <Dialog
      isOpen={p.locked}
      title={t("Locked")}
      icon="lock"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      backdropClassName="lock-screen-backdrop"
      className="lock-screen"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            {t("The app locked itself after {minutes} minutes without use. Enter your password to continue: the page is kept as you left it.", {
              minutes: LOCK_AFTER_MINUTES,
            })}
          </p>
          <FormGroup label={t("Password")} labelFor="lock-password" intent={p.error ? Intent.DANGER : Intent.NONE}>
            <InputGroup
              id="lock-password"
              type="password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="current-password"
              autoFocus
              value={p.password}
              intent={p.error ? Intent.DANGER : Intent.NONE}
              aria-invalid={p.error ? true : undefined}
              aria-describedby={p.error ? "lock-error" : undefined}
              onChange={(e) => p.onChange(e.currentTarget.value)}
            />
          </FormGroup>
          {p.error && (
            <Callout id="lock-error" intent={Intent.DANGER} role="alert">
              {t(p.error)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("Sign out")} disabled={!p.canSignOut || p.busy} onClick={p.onSignOut} />
              <Button type="submit" intent={Intent.PRIMARY} loading={p.busy} text={t("Unlock")} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
