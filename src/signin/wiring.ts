// The sign-in part of the wiring (decision 052): the session, with what it needs (the API, the
// session kept on the device, the auth effects) and the recording of every flow into the event
// log. /signin runs on this alone while no one is signed in; the app's wiring (src/wiring.ts)
// builds every feature's actors on top of it, at once for a person known to be signed in, or once
// they sign in. It imports no feature (src/features): a unit test reads /signin's first load.
import { createActor, type AnyActorRef, type InspectionEvent } from "xstate";
import type { SessionUser } from "../codecs/session.ts";
import { createApi, type Api, type FetchFn } from "../effects/api.ts";
import { createAuthEffects, type AuthEffects } from "../effects/auth.ts";
import { createSessionStore, type KeyValue, type SessionStore } from "../effects/storage.ts";
import type { EventLog } from "../store/log.ts";
import { recordingOptions } from "../store/recorder.ts";
import { boundSessionMachine } from "./session.ts";

/** What the sign-in part touches of the world (a part of src/wiring.ts's World). */
export interface SignInWorld {
  fetch: FetchFn;
  storage: KeyValue;
  navigate: (to: string) => void;
  now?: () => number;
  /** A developer inspector (@statelyai/inspect), given every actor's events. */
  inspect?: (event: InspectionEvent) => void;
}

export type SignIn = ReturnType<typeof createSignIn>;

/** Who is signed in, as the log's envelopes and the outbox name them. */
export type Who = { userId?: string; role?: SessionUser["role"] };

/**
 * The session actor, started and recorded under "session" in `log` (opened already), with the API
 * and effects it uses; `record` records any other actor the same way (the app's flows).
 */
export function createSignIn(world: SignInWorld, log: EventLog) {
  const { fetch, storage, navigate, now, inspect } = world;
  const store: SessionStore = createSessionStore(storage, now);
  // an answer saying the server ended the session signs the person out, telling them why
  let sessionEnded = (_message: string) => {};
  const api: Api = createApi({ fetch, getToken: store.token, onSessionEnded: (m) => sessionEnded(m) });
  const auth: AuthEffects = createAuthEffects(api, store);
  let who: Who = {};

  const live = new Map<string, AnyActorRef>();
  /** Records an instance under `key` and remembers its root actor (for the QA comparison and a reload). */
  const record = <O extends { input?: unknown; clock?: unknown; snapshot?: unknown }>(key: string, options: O) => {
    const opts = recordingOptions(log, key, { ...options, inspect });
    const rec = opts.inspect;
    return {
      ...opts,
      inspect: (ev: InspectionEvent) => {
        if (ev.type === "@xstate.actor" && ev.actorRef.sessionId === ev.rootId) live.set(key, ev.actorRef as AnyActorRef);
        rec(ev);
      },
    };
  };

  const session = createActor(
    boundSessionMachine({ auth, log, navigate, storage }),
    record("session", { input: { role: store.role(), user: store.user(), hasToken: store.token() !== null } }),
  );
  session.subscribe((s) => {
    const u = s.context.user;
    who = u ? { userId: u.sfid, role: u.role } : {};
  });
  session.start();
  sessionEnded = (reason) => session.send({ type: "session.expired", reason });

  /** Records where the person is (the screen a replay shows), when it changed. */
  const onNavigated = (path: string, search: string) => {
    const last = log.state().location;
    if (!last || last.path !== path || last.search !== search) log.append("nav.changed", { path, search }, { origin: "user" });
  };

  return { store, api, auth, log, session, live, record, onNavigated, signedIn: (): Who => who };
}
