// The app's fold: the store's own reducers plus the machine events that carry store data, so a
// fetched list is recorded once (as the effect's result) and both live and replayed state fold it.
import type { Draft } from "immer";
import { SessionUser } from "../codecs/session.ts";
import { createFold, setList, type Reducer } from "./fold.ts";
import type { ListName, Row, StoreState } from "./state.ts";

/** Effect results (by invoke id) whose output is a cached list of spec section 3. */
export const LIST_SOURCES: Readonly<Record<string, ListName>> = {
  "xstate.done.actor.loadNews": "news",
  "xstate.done.actor.loadOutlets": "outlets",
  "xstate.done.actor.loadWss": "wss",
  "xstate.done.actor.loadArticles": "articles",
};

const listReducer = (list: ListName): Reducer<{ output?: unknown }> => (d, p, env) => {
  if (Array.isArray(p.output)) setList(d, list, p.output as Row[], env.at);
};

const signedIn = (d: Draft<StoreState>, user: unknown) => {
  if (SessionUser.is(user)) d.session = { user, role: user.role };
};
const signedOut = (d: Draft<StoreState>) => { d.session = { user: null, role: d.session.role }; };

export const APP_REDUCERS: Record<string, Reducer<never>> = {
  ...Object.fromEntries(Object.entries(LIST_SOURCES).map(([type, list]) => [type, listReducer(list)])),
  /** The login effect answered with the user (the token never reaches a machine or the log). */
  "xstate.done.actor.login": ((d, p: { output?: unknown }) => signedIn(d, p.output)) as Reducer<never>,
  /** The sign-in gate confirmed a stored session. */
  "session.restored": ((d, p: { user?: unknown }) => signedIn(d, p.user)) as Reducer<never>,
  "xstate.done.actor.signOut": signedOut as Reducer<never>,
  "xstate.error.actor.signOut": signedOut as Reducer<never>,
};

export const appFold = createFold(APP_REDUCERS);
