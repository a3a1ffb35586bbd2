// The lock screen (issue 14; docs/decisions/016-sessions-and-devices.md): active -> locked after
// `idleMs` without activity (the view reports activity, at most once a minute) -> unlocking (the
// password checked by the server) -> active. The page under the lock stays as it was, typed values
// included: the lock is drawn over it, never instead of it. Signing out from the lock is the
// session's own sign-out. The password's key is redacted from the event log. A lock outlives a
// reload: `rememberLock` / `forgetLock` keep it on the device and the guard `wasLocked` reads it
// at start (all three bound in src/features/auth.ts), so reloading the page does not unlock it.
import { assign, fromPromise, setup } from "xstate";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import { LOCK_PASSWORD_REQUIRED } from "../codecs/recovery.ts";

export interface LockContext {
  idleMs: number;
  password: string;
  error: string | null;
}

export type LockEvent =
  | { type: "lock.activity" }
  | { type: "lock.now" }
  | { type: "form.changed"; field: "password"; value: string }
  | { type: "form.submitted" };

export const lockScreenMachine = setup({
  types: {
    context: {} as LockContext,
    events: {} as LockEvent,
    input: {} as { idleMs: number },
  },
  actors: {
    unlock: fromPromise<void, { password: string }>(() => Promise.reject(new Error("unlock actor not provided"))),
  },
  delays: {
    idle: ({ context }) => context.idleMs,
  },
  actions: {
    setPassword: assign({ password: ({ context, event }) => (event.type === "form.changed" ? event.value : context.password), error: null }),
    clear: assign({ password: "", error: null }),
    rememberLock: () => {},
    forgetLock: () => {},
  },
  guards: {
    typed: ({ context }) => context.password !== "",
    wasLocked: () => false,
  },
}).createMachine({
  id: "lockScreen",
  initial: "starting",
  context: ({ input }) => ({ idleMs: input.idleMs, password: "", error: null }),
  states: {
    starting: {
      always: [{ guard: "wasLocked", target: "locked" }, { target: "active" }],
    },
    active: {
      after: { idle: "locked" },
      on: {
        // a new period starts (the timer restarts on re-entry)
        "lock.activity": { target: "active", reenter: true },
        "lock.now": "locked",
      },
    },
    locked: {
      entry: "rememberLock",
      on: {
        "form.changed": { actions: "setPassword" },
        "form.submitted": [{ guard: "typed", target: "unlocking" }, { actions: assign({ error: LOCK_PASSWORD_REQUIRED }) }],
      },
    },
    unlocking: {
      tags: ["busy"],
      invoke: {
        id: "unlock",
        src: "unlock",
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: "active", actions: ["clear", "forgetLock"] },
        onError: {
          target: "locked",
          actions: assign({ password: "", error: ({ event }) => (ApiFailure.is(event.error) ? event.error.message : UNEXPECTED_ANSWER) }),
        },
      },
    },
  },
});
