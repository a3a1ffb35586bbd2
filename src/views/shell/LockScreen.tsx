// The lock over the signed-in app (issue 14; decision 016): after LOCK_AFTER_MINUTES without a
// touch, a key or a click, a dialog asks for the password; the page beneath stays as it was, typed
// values included. Activity is reported to the flow at most once a minute (each report is an
// event in the log).
import { useEffect, useRef, type FormEvent } from "react";
import { useSelector } from "@xstate/react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from "@blueprintjs/core";
import { LOCK_AFTER_MINUTES, PASSWORD_MAX_LENGTH } from "../../codecs/recovery.ts";
import { lockScreenMachine } from "../../machines/lockScreen.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow } from "../flows.ts";
import "./LockScreen.css";

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
}

export function LockScreenView(p: LockScreenViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onUnlock();
  };
  return (
    <Dialog
      isOpen={p.locked}
      title="Locked"
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
            The app locked itself after {LOCK_AFTER_MINUTES} minutes without use. Enter your password to continue: the page is kept as you left it.
          </p>
          <FormGroup label="Password" labelFor="lock-password" intent={p.error ? Intent.DANGER : Intent.NONE}>
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
              {p.error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Sign out" disabled={!p.canSignOut || p.busy} onClick={p.onSignOut} />
              <Button type="submit" intent={Intent.PRIMARY} loading={p.busy} text="Unlock" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export function LockScreen() {
  const { session } = useAppActors();
  const canSignOut = useSelector(session, (s) => s.can({ type: "session.signOut" }));
  const [snap, send] = useFlow("lockScreen", lockScreenMachine, { idleMs: LOCK_AFTER_MINUTES * 60_000 });
  const last = useRef(0);
  useEffect(() => {
    const seen = () => {
      const now = Date.now();
      if (now - last.current < REPORT_EVERY_MS) return;
      last.current = now;
      send({ type: "lock.activity" });
    };
    for (const e of ACTIVITY) window.addEventListener(e, seen, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, seen, { capture: true });
    };
  }, [send]);
  return (
    <LockScreenView
      locked={snap.matches("locked") || snap.matches("unlocking")}
      password={snap.context.password}
      error={snap.context.error}
      busy={snap.hasTag("busy")}
      canSignOut={canSignOut}
      onChange={(value) => send({ type: "form.changed", field: "password", value })}
      onUnlock={() => send({ type: "form.submitted" })}
      onSignOut={() => session.send({ type: "session.signOut" })}
    />
  );
}
