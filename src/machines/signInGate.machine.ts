// The sign-in gate in front of every non-public route: loading ('Loading...') while it asks
// the server for the current user, then authenticated or redirectToSignin. With no network and a
// session kept on the device, the app opens anyway (offline) with the person it knows, and asks the
// server again when the connection is back (rechecking, the page staying open): a reload in a field
// with no signal never signs anyone out. Only the server's 401 sends the person to /signin; any other
// failure (a 5xx, an answer that cannot be read, no network and no person kept) is `failed`, with
// Try again, so a server's bad minute never signs anyone out either.
import { assign, fromPromise, setup } from "xstate";
import { UNAUTHENTICATED } from "../codecs/auth.ts";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { SessionUser } from "../codecs/session.ts";

export interface GateContext {
  hasToken: boolean;
  user: SessionUser | null;
  /** The person the device kept (authData), who the app opens for while the server cannot answer. */
  stored: SessionUser | null;
  /** Why the gate sends the person to /signin. */
  reason: string | null;
  /** The server gave `stored` in this page already (the sign-in just now). */
  confirmed: boolean;
}

export const signInGateMachine = setup({
  types: {
    context: {} as GateContext,
    /** `confirmed`: the server gave `stored` in this page already (the sign-in just now): no need to ask again (decision 089). */
    input: {} as { hasToken: boolean; stored?: SessionUser | null; confirmed?: boolean },
    events: {} as { type: "gate.online" } | { type: "gate.retry" },
  },
  actors: {
    currentUser: fromPromise<SessionUser, void>(() => Promise.reject(new Error("currentUser actor not provided"))),
  },
  actions: {
    refused: assign({ reason: ({ event }) => ("error" in event && ApiFailure.is(event.error) ? event.error.message : UNEXPECTED_ANSWER) }),
  },
  guards: {
    noToken: ({ context }) => !context.hasToken,
    confirmed: ({ context }) => context.confirmed && context.stored !== null,
    /** No answer at all (no network), and a person kept on the device. */
    unreachable: ({ context, event }) => context.stored !== null && "error" in event && ApiFailure.is(event.error) && event.error.kind === "network",
    /** The server said no session stands behind the token: the one answer that means "sign in". */
    refusedByServer: ({ event }) => "error" in event && ApiFailure.is(event.error) && event.error.kind === "http" && event.error.status === 401,
  },
}).createMachine({
  id: "signInGate",
  initial: "checking",
  context: ({ input }) => ({ hasToken: input.hasToken, user: null, stored: input.stored ?? null, reason: null, confirmed: input.confirmed ?? false }),
  states: {
    checking: {
      always: [
        { guard: "noToken", target: "redirectToSignin", actions: assign({ reason: UNAUTHENTICATED }) },
        { guard: "confirmed", target: "authenticated", actions: assign({ user: ({ context }) => context.stored }) },
        { target: "loading" },
      ],
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "currentUser",
        src: "currentUser",
        onDone: { target: "authenticated", actions: assign({ user: ({ event }) => event.output }) },
        onError: [
          { guard: "unreachable", target: "offline", actions: assign({ user: ({ context }) => context.stored }) },
          { guard: "refusedByServer", target: "redirectToSignin", actions: "refused" },
          { target: "failed", actions: "refused" },
        ],
      },
    },
    /** The server could not say who is signed in (no answer, an error, an answer that cannot be read). */
    failed: { on: { "gate.retry": "loading", "gate.online": "loading" } },
    /** Open with the kept person while the server cannot be reached. */
    offline: { on: { "gate.online": "rechecking" } },
    /** Back online: the server is asked again while the page stays open. */
    rechecking: {
      invoke: {
        id: "currentUser",
        src: "currentUser",
        onDone: { target: "authenticated", actions: assign({ user: ({ event }) => event.output }) },
        // the app stays open with the kept person unless the server says the session is gone
        onError: [{ guard: "refusedByServer", target: "redirectToSignin", actions: "refused" }, { target: "offline" }],
      },
    },
    authenticated: { type: "final" },
    redirectToSignin: { type: "final" },
  },
});
