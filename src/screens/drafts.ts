// A form's kept draft for a hosted screen (decision 038): what `useDraft` reads, from the store a
// selector or a flow's input is given (the signed-in person's draft of the form `key`, when it has
// the form's shape).
import { draftEntry, draftsSlot } from "../codecs/drafts.ts";
import { factOf, type StoreState } from "../store/state.ts";

export function draftOf<V>(state: StoreState, key: string, isValues: (v: unknown) => v is V): V | null {
  const d = factOf(state, draftsSlot)?.[draftEntry(state.session.user?.id, key)];
  return d && isValues(d.values) ? d.values : null;
}
