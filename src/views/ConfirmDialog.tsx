// One confirm dialog for every question the app asks before it acts (issue 44 item 2): delete this
// outlet, remove this container, delete this photo, sign out that device, discard or leave a form.
// Each place keeps its own words: the question, the two buttons' names, and for the outlet the
// spec's heading "Are you sure?" (a titled dialog is role "dialog" named by its heading, with a
// close button; an untitled one is Blueprint's Alert, role "alertdialog"). While `busy` the yes
// button spins and no is disabled. The title and the buttons' names are English texts (or already
// translated ones), drawn in the reader's language here.
import type { ReactNode } from "react";
import { Alert, Button, Dialog, DialogBody, DialogFooter, type Intent } from "@blueprintjs/core";
import type { LargeIconName } from "./shell/icons.ts";
import { useT } from "./i18n.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  /** The heading that names the dialog ("Are you sure?"); without one, the question is the dialog's text. */
  title?: string;
  /** The button that acts ("Yes", "Remove", "Delete", "Sign out", "Discard", "Leave"). */
  yes: string;
  /** The button that asks nothing more ("No", "Keep it", "Cancel", "Keep editing", "Stay"). */
  no: string;
  intent?: Intent;
  /** Drawn at 20 px beside the title or the question. */
  icon?: LargeIconName;
  busy?: boolean;
  /** Escape answers no (a titled dialog always lets Escape and its close button answer no). */
  escapeCancels?: boolean;
  onYes: () => void;
  onNo: () => void;
  /** Once it has closed (after Blueprint's return of the focus to its opener): where a No sends the focus elsewhere. */
  onClosed?: () => void;
  /** The id of the question's element, naming an untitled (alert) dialog for screen readers. */
  labelledBy?: string;
  /** The question. */
  children: ReactNode;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  const t = useT();
  if (p.title === undefined) {
    return (
      <Alert
        aria-labelledby={p.labelledBy}
        isOpen={p.open}
        cancelButtonText={t(p.no)}
        confirmButtonText={t(p.yes)}
        intent={p.intent}
        icon={p.icon}
        loading={p.busy}
        canEscapeKeyCancel={p.escapeCancels}
        onCancel={() => p.onNo()}
        onConfirm={() => p.onYes()}
        onClosed={p.onClosed && (() => p.onClosed?.())}
      >
        {p.children}
      </Alert>
    );
  }
  return (
    <Dialog isOpen={p.open} onClose={() => p.onNo()} onClosed={p.onClosed && (() => p.onClosed?.())} title={t(p.title)} icon={p.icon}>
      <DialogBody>{p.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t(p.no)} onClick={() => p.onNo()} disabled={p.busy} />
            <Button text={t(p.yes)} intent={p.intent} onClick={() => p.onYes()} loading={p.busy} />
          </>
        }
      />
    </Dialog>
  );
}
