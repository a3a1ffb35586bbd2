// Binds the real effects to the machines: the one place (with main.tsx) that knows both.
// Tests call it with fakes of the world (fetch, key-value store, navigation).
import { createActor, fromPromise, type InspectionEvent } from "xstate";
import type { LoginForm } from "./codecs/auth.ts";
import type { SessionUser } from "./codecs/session.ts";
import { createApi, type FetchFn } from "./effects/api.ts";
import { createAuthEffects } from "./effects/auth.ts";
import { createSessionStore, type KeyValue } from "./effects/storage.ts";
import { loginFormMachine } from "./machines/loginForm.machine.ts";
import { sessionMachine } from "./machines/session.machine.ts";
import { signInGateMachine } from "./machines/signInGate.machine.ts";
import type { AppActors } from "./views/actors.tsx";

export interface World {
  fetch: FetchFn;
  storage: KeyValue;
  navigate: (to: string) => void;
  now?: () => number;
  inspect?: (event: InspectionEvent) => void;
}

export function createAppActors({ fetch, storage, navigate, now, inspect }: World): AppActors {
  const store = createSessionStore(storage, now);
  const auth = createAuthEffects(createApi({ fetch, getToken: store.token }), store);
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loginForm: loginFormMachine.provide({
          actors: { login: fromPromise<SessionUser, LoginForm>(({ input, signal }) => auth.login(input, signal)) },
        }),
        signOut: fromPromise<void, void>(() => auth.signOut()),
      },
      actions: { navigate: (_, { to }) => navigate(to) },
    }),
    { input: { role: store.role(), user: store.user(), hasToken: store.token() !== null }, inspect },
  ).start();
  const gateMachine = signInGateMachine.provide({
    actors: { currentUser: fromPromise<SessionUser, void>(({ signal }) => auth.currentUser(signal)) },
  });
  return { session, gateMachine, inspect };
}
