// The sign-in gate in front of every non-public route: loading ('Loading...') while it asks
// the server for the current user, then authenticated or redirectToSignin.
import { assign, fromPromise, setup } from "xstate";
import { UNAUTHENTICATED } from "../codecs/auth.ts";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { SessionUser } from "../codecs/session.ts";

export interface GateContext {
  hasToken: boolean;
  user: SessionUser | null;
  /** Why the gate sends the person to /signin. */
  reason: string | null;
}

export const signInGateMachine = setup({
  types: {
    context: {} as GateContext,
    input: {} as { hasToken: boolean },
  },
  actors: {
    currentUser: fromPromise<SessionUser, void>(() => Promise.reject(new Error("currentUser actor not provided"))),
  },
  guards: {
    noToken: ({ context }) => !context.hasToken,
  },
}).createMachine({
  id: "signInGate",
  initial: "checking",
  context: ({ input }) => ({ hasToken: input.hasToken, user: null, reason: null }),
  states: {
    checking: {
      always: [
        { guard: "noToken", target: "redirectToSignin", actions: assign({ reason: UNAUTHENTICATED }) },
        { target: "loading" },
      ],
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "currentUser",
        src: "currentUser",
        onDone: { target: "authenticated", actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: "redirectToSignin",
          actions: assign({ reason: ({ event }) => (ApiFailure.is(event.error) ? event.error.message : UNEXPECTED_ANSWER) }),
        },
      },
    },
    authenticated: { type: "final" },
    redirectToSignin: { type: "final" },
  },
});
