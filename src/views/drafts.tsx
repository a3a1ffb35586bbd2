// Drafts in the views (issue 30, decision 038): `useDraft` reads the signed-in person's kept draft
// of a form (the flow's input when it starts), `DraftNote` says "Draft restored" with Discard, and
// `useLeaveGuard` asks before a changed form is left by a link, an in-app navigation or the
// browser's Back (what was typed stays as a draft; nothing is lost either way).
import { useCallback } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { draftEntry, draftsSlot } from "../codecs/drafts.ts";
import { factOf } from "../store/state.ts";
import { draftFormMachine, formChanged, isFormValues, type FormValues } from "../machines/draftForm.machine.ts";
import { useFlow, useStore } from "./flows.ts";
import type { useLeaveGuard } from "./leaveGuard.ts";

export { useLeaveGuard } from "./leaveGuard.ts";

export const DRAFT_RESTORED = "Draft restored";
export const LEAVE_QUESTION = "Leave this page? What you typed is kept as a draft on this device.";

/** The signed-in person's draft of the form `key` (`outlet:12`), when it has the form's shape. */
export function useDraft<V>(key: string, isValues: (v: unknown) => v is V): V | null {
  return useStore((s) => {
    const d = factOf(s, draftsSlot)?.[draftEntry(s.session.user?.id, key)];
    return d && isValues(d.values) ? d.values : null;
  });
}

/** "Draft restored": the form shows what was typed last time; Discard goes back to the saved values. */
export function DraftNote({ shown, onDiscard }: { shown: boolean; onDiscard: () => void }) {
  if (!shown) return null;
  return (
    <Callout intent="primary" icon="history" className="draft-note" role="status">
      {DRAFT_RESTORED}: what you typed last time on this device is back.{" "}
      <Button size="small" variant="outlined" onClick={onDiscard}>
        Discard
      </Button>
    </Callout>
  );
}

/** The question `useLeaveGuard` asks. */
export function LeaveAlert({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <ConfirmDialog open={guard.asking} no="Stay" yes="Leave" icon="warning-sign" onYes={guard.leave} onNo={guard.stay} escapeCancels>
      <p>{LEAVE_QUESTION}</p>
    </ConfirmDialog>
  );
}

/**
 * A small form's values kept as a draft (`draftFormMachine`, decision 038): `key` names the form
 * and its record (`leadMove:12`), `start` what it opens with. Gives the values, `set` for an edit,
 * `done` when its write is saved or queued (back to `start`, or to the values given), whether it
 * changed (for the page's one `useLeaveGuard`) and the "Draft restored" note.
 */
export function useDraftForm<V extends FormValues>(key: string, start: V) {
  const draft = useDraft(key, isFormValues);
  const [snap, send] = useFlow(`draftForm:${key}`, draftFormMachine, { draftKey: key, start, draft });
  return {
    values: snap.context.values as V,
    set: (field: keyof V & string, value: string) => send({ type: "form.changed", field, value }),
    done: useCallback((values?: V) => send({ type: "form.done", values }), [send]),
    changed: formChanged(snap.context),
    note: <DraftNote shown={snap.matches({ draft: "restored" })} onDiscard={() => send({ type: "draft.discarded" })} />,
  };
}
