// A form's kept draft for a hosted screen (decision 038): `draftOf` reads the signed-in person's
// draft of the form `key` (when it has the form's shape) from the store a selector or a flow's input
// is given. A small form whose save is another flow's (the lead forms) keeps its values in a
// `draftFormFlow` (draftFormMachine, logged as `draftForm:<key>`), which `draftFormOf` gives its View
// as a `DraftForm`; the screen sends it `form.done` when the write is saved or queued.
import { draftEntry, draftsSlot } from "../codecs/drafts.ts";
import { draftFormMachine, type FormValues, formChanged, isFormValues } from "../machines/draftForm.machine.ts";
import { factOf, type StoreState } from "../store/state.ts";
import type { DraftForm } from "../views/drafts.tsx";
import { flow, type HostInput, type Running } from "./host.tsx";

export function draftOf<V>(state: StoreState, key: string, isValues: (v: unknown) => v is V): V | null {
  const d = factOf(state, draftsSlot)?.[draftEntry(state.session.user?.id, key)];
  return d && isValues(d.values) ? d.values : null;
}

/** A small form kept as a draft: `key` names the form and its record (`leadMove:12`), `start` what it opens with. */
export const draftFormFlow = <O>(key: (h: HostInput<O>) => string, start: (h: HostInput<O>) => FormValues) =>
  flow<O, typeof draftFormMachine>({
    machine: draftFormMachine,
    key: (h) => `draftForm:${key(h)}`,
    input: (h) => ({ draftKey: key(h), start: start(h), draft: draftOf(h.state, key(h), isFormValues) }),
  });

/** A draft form's flow as its View draws it (its values typed as the form's). */
export function draftFormOf<V extends FormValues>({ snap, send }: Running<typeof draftFormMachine>): DraftForm<V> {
  return {
    values: snap.context.values as V,
    onChange: (field, value) => send({ type: "form.changed", field, value }),
    changed: formChanged(snap.context),
    restored: snap.matches({ draft: "restored" }),
    onDiscard: () => send({ type: "draft.discarded" }),
  };
}
