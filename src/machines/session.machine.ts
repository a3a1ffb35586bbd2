// The session: loggedOut (runs the login form) -> loggedIn -> signingOut -> loggedOut. Signing out
// with changes not yet sent asks first (confirmingSignOut): they stay on the device and are sent
// the next time this person signs in here.
// Storage and the server are reached only through the named `signOut` actor; navigation is
// the `navigate` action, both provided at wiring time.
import { assign, fromPromise, setup, type ActorRefFrom } from "xstate";
import { DEFAULT_ROLE, type Role } from "../codecs/role.ts";
import { homeOf, SIGNIN_PATH, type SessionUser } from "../codecs/session.ts";
import { loginFormMachine } from "./loginForm.machine.ts";

export interface SessionContext {
  user: SessionUser | null;
  /** The remembered role: the login form starts with it; sign-out keeps it. */
  role: Role;
  /** Whether a token is stored (the token itself never enters a machine). */
  hasToken: boolean;
  /** Why the server ended the session (shown on /signin until the next sign-in). */
  notice: string | null;
  /** The server gave this user in this page (the sign-in just now, or the gate's answer): the
   * gate need not ask again (decision 089). A user restored from the device's storage is not. */
  confirmed: boolean;
}

export type SessionEvent =
  /** The sign-in gate confirmed the user with the server. */
  | { type: "session.restored"; user: SessionUser }
  /** No valid session (the gate, or any answer saying the server ended it): forget the stored one; `reason` is shown on /signin. */
  | { type: "session.expired"; reason?: string }
  /** `pending`: this person's changes not yet sent (the view counts them in the store). */
  | { type: "session.signOut"; pending?: number }
  | { type: "signOut.confirmed" }
  | { type: "signOut.cancelled" };

export interface SessionInput {
  role: Role | null;
  user: SessionUser | null;
  hasToken: boolean;
}

export { SIGNIN_PATH };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loginForm: loginFormMachine,
    signOut: fromPromise<void, void>(() => Promise.reject(new Error("signOut actor not provided"))),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {},
    signIn: assign((_, params: { user: SessionUser }) => ({
      user: params.user,
      role: params.user.role,
      hasToken: true,
      notice: null,
      confirmed: true,
    })),
    noteReason: assign(({ context, event }) => ({ notice: event.type === "session.expired" && event.reason ? event.reason : context.notice })),
    forget: assign({ user: null, hasToken: false, confirmed: false }),
  },
  guards: {
    restoredUser: ({ context }) => context.user !== null && context.hasToken,
    unsentChanges: ({ event }) => event.type === "session.signOut" && (event.pending ?? 0) > 0,
  },
}).createMachine({
  id: "session",
  initial: "starting",
  context: ({ input }) => ({ user: input.user, role: input.role ?? DEFAULT_ROLE, hasToken: input.hasToken, notice: null, confirmed: false }),
  states: {
    starting: {
      always: [{ guard: "restoredUser", target: "loggedIn" }, { target: "loggedOut" }],
    },
    loggedOut: {
      invoke: {
        id: "loginForm",
        src: "loginForm",
        input: ({ context }) => ({ role: context.role }),
        onDone: {
          target: "loggedIn",
          actions: [
            { type: "signIn", params: ({ event }) => ({ user: event.output.user }) },
            { type: "navigate", params: ({ event }) => ({ to: homeOf(event.output.user) }) },
          ],
        },
        // the form itself failed (a bug, not a refused sign-in): start a fresh form rather than stop
        onError: { target: "loggedOut", reenter: true },
      },
      on: {
        "session.restored": { target: "loggedIn", actions: { type: "signIn", params: ({ event }) => ({ user: event.user }) } },
      },
    },
    loggedIn: {
      initial: "active",
      on: {
        "session.restored": { actions: { type: "signIn", params: ({ event }) => ({ user: event.user }) } },
        "session.expired": { target: "signingOut", actions: "noteReason" },
      },
      states: {
        active: {
          on: { "session.signOut": [{ guard: "unsentChanges", target: "confirmingSignOut" }, { target: "#session.signingOut" }] },
        },
        /** Still signed in while the person decides. */
        confirmingSignOut: {
          on: { "signOut.confirmed": "#session.signingOut", "signOut.cancelled": "active" },
        },
      },
    },
    signingOut: {
      tags: ["busy"],
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: { target: "loggedOut", actions: ["forget", { type: "navigate", params: { to: SIGNIN_PATH } }] },
        onError: { target: "loggedOut", actions: ["forget", { type: "navigate", params: { to: SIGNIN_PATH } }] },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type LoginFormActorRef = ActorRefFrom<typeof loginFormMachine>;
