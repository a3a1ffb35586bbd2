// The app's fold and registry: the store's own events, the registered lists' `<slot>.fetched` (and `.synced`)
// and facts' `<slot>.saved` (src/features registers the slots), and the session's restore (a product event the sign-in
// gate sends the session machine, folded so a reload knows who is signed in).
import type { Draft } from "immer";
import type { AnyFactSlot } from "../codecs/facts.ts";
import type { AnyListSlot } from "../codecs/lists.ts";
import { SessionUser } from "../codecs/session.ts";
import { createStoreRegistry } from "./events.ts";
import type { Registry } from "./envelope.ts";
import { createFold, factReducers, listReducers, type Fold, type Reducer } from "./fold.ts";
import type { StoreState } from "./state.ts";

const restored = ((d: Draft<StoreState>, p: { user?: unknown }) => {
  if (SessionUser.is(p.user)) d.session = { user: p.user, role: p.user.role };
}) as Reducer<never>;

export interface AppStore {
  fold: Fold;
  registry: () => Registry;
}

/** The fold and event registry of an app whose lists are `slots` and kept facts `facts`. */
export function appStore(slots: readonly AnyListSlot[], facts: readonly AnyFactSlot[] = []): AppStore {
  return {
    fold: createFold({ ...listReducers(slots), ...factReducers(facts), "session.restored": restored }),
    registry: () => createStoreRegistry(slots, facts),
  };
}
