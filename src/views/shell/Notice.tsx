// A flow's notice as a toast (the outlet form's 'Outlet Updated Successfully!!', a rating's
// 'Feedback is Submitted Successfully', ...): shown below the header so it never covers it, and,
// inside the QA page's replayed screen, drawn within that screen instead of over the live page.
// The message is an English text (marked `msg(...)` where a flow writes it), drawn in the reader's
// language.
import { createContext, useContext, type ReactNode } from "react";
import { OverlayToaster, Toast, type IconName } from "@blueprintjs/core";
import { useT } from "../i18n.tsx";
import "./Notice.css";

export interface NoticeProps {
  notice: { message: string; intent: "success" | "warning" | "danger" | "primary" } | null;
  icon?: IconName;
  /** A button beside the message (a removal's Undo, decision 067). */
  action?: { text: string; onClick: () => void; disabled?: boolean };
  onDismiss: () => void;
}

const Contained = createContext(false);

/** Overlays of the screens inside stay inside (the QA page's replayed screen). */
export function ContainOverlays({ children }: { children: ReactNode }) {
  return <Contained.Provider value={true}>{children}</Contained.Provider>;
}

export function Notice({ notice, icon, action, onDismiss }: NoticeProps) {
  const t = useT();
  const contained = useContext(Contained);
  return (
    <OverlayToaster position="top" usePortal={!contained} className={contained ? undefined : "notice-toaster"}>
      {notice && (
        <Toast
          key="notice"
          message={t(notice.message)}
          intent={notice.intent}
          icon={icon ?? (notice.intent === "success" ? "tick" : "info-sign")}
          timeout={0}
          {...(action ? { action } : {})}
          onDismiss={onDismiss}
        />
      )}
    </OverlayToaster>
  );
}
