// The session machine with its effects bound (signing in and out): one binding, used by the
// sign-in wiring (src/signin/wiring.ts), which starts the session before the features are loaded
// (decision 052), and registered by the auth feature (src/features/auth.ts) for replay and the
// machine list. Outside src/features so that /signin's first load needs no feature module.
import { fromPromise } from "xstate";
import type { LoginForm } from "../codecs/auth.ts";
import type { SessionUser } from "../codecs/session.ts";
import { parseUiSettings, UI_SETTINGS_KEY } from "../codecs/uiSettings.ts";
import type { AuthEffects } from "../effects/auth.ts";
import type { KeyValue } from "../effects/storage.ts";
import { loginFormMachine } from "../machines/loginForm.machine.ts";
import { sessionMachine } from "../machines/session.machine.ts";
import type { AppendMeta } from "../store/log.ts";

/** Kept on the device while the app is locked, so a reload stays locked (cleared by unlocking or signing out). */
export const LOCKED_KEY = "locked";

/** What the session's effects touch (a part of FeatureWorld). */
export interface SessionWorld {
  auth: AuthEffects;
  log: { append(type: string, payload: unknown, meta?: AppendMeta): unknown };
  navigate: (to: string) => void;
  storage: KeyValue;
}

/** The session machine bound to its effects: a sign-in and a sign-out recorded as the product's events. */
export const boundSessionMachine = ({ auth: effects, log, navigate, storage }: SessionWorld) =>
  sessionMachine.provide({
    actors: {
      loginForm: loginFormMachine.provide({
        actors: {
          login: fromPromise<SessionUser, LoginForm>(async ({ input, signal }) => {
            const user = await effects.login(input, signal);
            // the language the account keeps comes to this device (decision 074)
            if (user.language)
              storage.setItem(UI_SETTINGS_KEY, JSON.stringify({ ...parseUiSettings(storage.getItem(UI_SETTINGS_KEY)), language: user.language }));
            log.append("session.loggedIn", { user, role: user.role }, { origin: "effect" });
            return user;
          }),
        },
      }),
      signOut: fromPromise<void, void>(async () => {
        storage.removeItem(LOCKED_KEY);
        try {
          await effects.signOut();
        } finally {
          log.append("session.loggedOut", {}, { origin: "effect" });
        }
      }),
    },
    actions: { navigate: (_, { to }) => navigate(to) },
  });
