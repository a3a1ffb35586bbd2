// The toast of the last removal (decision 067): "Removed ..." with Undo, then "Undone" or why it
// was too late. Its flow (undoToast) runs in the wiring; this draws what it shows.
import { useCallback, useSyncExternalStore } from "react";
import { useViewActors, type UndoToastPort } from "../actors.tsx";
import { useT } from "../i18n.tsx";
import { Notice } from "./Notice.tsx";

const NEVER = () => () => {};
const NONE = () => null;

function useUndoToast(port: UndoToastPort | undefined) {
  const subscribe = useCallback((changed: () => void) => (port ? port.subscribe(changed) : NEVER()), [port]);
  return useSyncExternalStore(subscribe, port ? port.view : NONE);
}

export function UndoToast() {
  const t = useT();
  const { undo: port } = useViewActors();
  const toast = useUndoToast(port);
  if (!port) return null;
  return (
    <Notice
      notice={toast && { message: toast.message, intent: toast.intent }}
      icon={toast?.intent === "primary" ? "trash" : undefined}
      // Blueprint closes a toast after its action: the flow ignores that while it undoes
      {...(toast?.undo ? { action: { text: t("Undo"), onClick: port.undo, disabled: toast.undo === "busy" } } : {})}
      onDismiss={port.dismiss}
    />
  );
}
