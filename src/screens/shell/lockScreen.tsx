// The lock over the signed-in app hosted (issue 14; decision 016; issue 44): the lock's flow
// ("lockScreen", locking after LOCK_AFTER_MINUTES without use) and the session's sign-out, as
// LockScreenView's props.
import { LOCK_AFTER_MINUTES } from "../../codecs/recovery.ts";
import { lockScreenMachine } from "../../machines/lockScreen.machine.ts";
import { flow, hosted } from "../host.tsx";
import { LockScreenView } from "./LockScreenView.tsx";

export const LockScreen = hosted<object>()({
  flows: {
    lock: flow({ machine: lockScreenMachine, key: "lockScreen", input: () => ({ idleMs: LOCK_AFTER_MINUTES * 60_000 }) }),
  },
  select: ({ flows: { lock }, session }) => ({
    locked: lock.snap.matches("locked") || lock.snap.matches("unlocking"),
    password: lock.snap.context.password,
    error: lock.snap.context.error,
    busy: lock.snap.hasTag("busy"),
    canSignOut: session.snap.can({ type: "session.signOut" }),
    onChange: (value: string) => lock.send({ type: "form.changed", field: "password", value }),
    onUnlock: () => lock.send({ type: "form.submitted" }),
    onSignOut: () => session.send({ type: "session.signOut" }),
    onActivity: () => lock.send({ type: "lock.activity" }),
  }),
  View: LockScreenView,
});
