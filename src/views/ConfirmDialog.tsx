// One confirm dialog for every question the app asks before it acts (issue 44 item 2): delete this
// outlet, remove this container, delete this photo, sign out that device, discard or leave a form.
// Each place keeps its own words: the question, the two buttons' names, and for the outlet the
// spec's heading "Are you sure?" (a titled dialog is role "dialog" named by its heading, with a
// close button; an untitled one is Blueprint's Alert, role "alertdialog"). While `busy` the yes
// button spins and no is disabled.
import type { ReactNode } from "react";
import { Alert, Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from "@blueprintjs/core";

export interface ConfirmDialogProps {
  open: boolean;
  /** The heading that names the dialog ("Are you sure?"); without one, the question is the dialog's text. */
  title?: string;
  /** The button that acts ("Yes", "Remove", "Delete", "Sign out", "Discard", "Leave"). */
  yes: string;
  /** The button that asks nothing more ("No", "Keep it", "Cancel", "Keep editing", "Stay"). */
  no: string;
  intent?: Intent;
  icon?: IconName;
  busy?: boolean;
  /** Escape answers no (a titled dialog always lets Escape and its close button answer no). */
  escapeCancels?: boolean;
  onYes: () => void;
  onNo: () => void;
  /** The question. */
  children: ReactNode;
}

export function ConfirmDialog(p: ConfirmDialogProps) {
  if (p.title === undefined) {
    return (
      <Alert
        isOpen={p.open}
        cancelButtonText={p.no}
        confirmButtonText={p.yes}
        intent={p.intent}
        icon={p.icon}
        loading={p.busy}
        canEscapeKeyCancel={p.escapeCancels}
        onCancel={() => p.onNo()}
        onConfirm={() => p.onYes()}
      >
        {p.children}
      </Alert>
    );
  }
  return (
    <Dialog isOpen={p.open} onClose={() => p.onNo()} title={p.title} icon={p.icon}>
      <DialogBody>{p.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={p.no} onClick={() => p.onNo()} disabled={p.busy} />
            <Button text={p.yes} intent={p.intent} onClick={() => p.onYes()} loading={p.busy} />
          </>
        }
      />
    </Dialog>
  );
}
