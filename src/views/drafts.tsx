// Drafts in the views (issue 30, decision 038): `DraftNote` says "Draft restored" with Discard,
// `useLeaveGuard` asks before a changed form is left by a link, an in-app navigation or the
// browser's Back (what was typed stays as a draft; nothing is lost either way), and `DraftForm` is a
// small form kept as a draft as its View draws it (its flow is the screen's: src/screens/drafts.ts).
import { Button, Callout } from "@blueprintjs/core";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import type { useLeaveGuard } from "./leaveGuard.ts";
import { msg } from "../codecs/i18n.ts";
import { useT } from "./i18n.tsx";

export { useLeaveGuard } from "./leaveGuard.ts";

export const DRAFT_RESTORED = msg("Draft restored");
export const LEAVE_QUESTION = msg("Leave this page? What you typed is kept as a draft on this device.");

/** "Draft restored": the form shows what was typed last time; Discard goes back to the saved values. */
export function DraftNote({ shown, onDiscard }: { shown: boolean; onDiscard: () => void }) {
  const t = useT();
  if (!shown) return null;
  return (
    <Callout intent="primary" icon="history" className="draft-note" role="status">
      {t("Draft restored: what you typed last time on this device is back.")}{" "}
      <Button size="small" variant="outlined" onClick={onDiscard}>
        {t("Discard")}
      </Button>
    </Callout>
  );
}

/** The question `useLeaveGuard` asks. */
export function LeaveAlert({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  const t = useT();
  return (
    <ConfirmDialog open={guard.asking} no={t("Stay")} yes={t("Leave")} icon="warning-sign" onYes={guard.leave} onNo={guard.stay} escapeCancels>
      <p>{t(LEAVE_QUESTION)}</p>
    </ConfirmDialog>
  );
}

/**
 * A small form's values kept as a draft (decision 038), as its View draws them: the values, an
 * edit, whether they differ from what the form opened with (for the page's one `useLeaveGuard`),
 * and whether "Draft restored" is shown with its Discard.
 */
export interface DraftForm<V> {
  values: V;
  onChange: (field: keyof V & string, value: string) => void;
  changed: boolean;
  restored: boolean;
  onDiscard: () => void;
}
