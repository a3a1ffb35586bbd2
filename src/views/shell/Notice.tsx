// A flow's notice as a toast (the outlet form's 'Outlet Updated Successfully!!', a plan sent, an
// Undo, ...), decision 109: at the bottom of the screen, where it covers neither the header nor the
// page's title and Back, above the bottom note ("Ready to work offline") when one shows, the page
// keeping room at its end so nothing stays behind it; inside the QA page's replayed screen, drawn
// within that screen instead of over the live page. A success or a note is a status (read out
// politely), an error an alert. The message is an English text (marked `msg(...)` where a flow
// writes it), drawn in the reader's language.
//
// Blueprint's OverlayToaster places it and slides it in; the toast itself is drawn here with
// Blueprint's classes and buttons, as its `Toast` does, because `Toast` makes every message an alert
// and names its close button "Close" in English only.
import { createContext, useCallback, useContext, type ReactNode, type Ref } from "react";
import { AnchorButton, Button, ButtonGroup, Classes, Icon, OverlayToaster, type IconName } from "@blueprintjs/core";
import { useDrawnHeight } from "../drawnHeight.ts";
import { useT } from "../i18n.tsx";
import { cx } from "../styles.ts";
import "./Notice.css";

export type NoticeIntent = "success" | "warning" | "danger" | "primary";

export interface NoticeProps {
  notice: { message: string; intent: NoticeIntent } | null;
  icon?: IconName;
  /** A button beside the message (a removal's Undo, decision 067). */
  action?: { text: string; onClick: () => void; disabled?: boolean };
  onDismiss: () => void;
}

/** How the message is read out: an error interrupts (alert); a success or a note waits its turn (status). */
export const noticeRole = (intent: NoticeIntent) => (intent === "danger" ? "alert" : "status");

const Contained = createContext(false);

/** Overlays of the screens inside stay inside (the QA page's replayed screen). */
export function ContainOverlays({ children }: { children: ReactNode }) {
  return <Contained.Provider value={true}>{children}</Contained.Provider>;
}

/** Sets a ref of any kind (the toaster's own, which slides the toast in and out). */
function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

interface ToastProps extends Omit<NoticeProps, "notice" | "icon"> {
  message: string;
  intent: NoticeIntent;
  icon: IconName;
  /** The page keeps room for it at its end (not inside a replayed screen). */
  measured: boolean;
  /** Given by the toaster (its transition's class and ref). */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function Toast({ message, intent, icon, action, onDismiss, measured, className, ref }: ToastProps) {
  const t = useT();
  const measure = useDrawnHeight("--notice-height");
  const drawn = useCallback(
    (el: HTMLDivElement | null) => {
      assign(ref, el);
      const forget = measured ? measure(el) : undefined;
      return () => {
        assign(ref, null);
        forget?.();
      };
    },
    [ref, measure, measured],
  );
  return (
    <div ref={drawn} className={cx(Classes.TOAST, Classes.intentClass(intent), "notice-toast", className)}>
      <Icon icon={icon} />
      <span className={Classes.TOAST_MESSAGE} role={noticeRole(intent)}>
        {message}
      </span>
      <ButtonGroup variant="minimal">
        {action && (
          <AnchorButton
            text={action.text}
            disabled={action.disabled}
            onClick={() => {
              // as Blueprint's toast: its action closes it (a flow may ignore that while it works)
              action.onClick();
              onDismiss();
            }}
          />
        )}
        <Button aria-label={t("Close")} icon="cross" onClick={onDismiss} />
      </ButtonGroup>
    </div>
  );
}

export function Notice({ notice, icon, action, onDismiss }: NoticeProps) {
  const t = useT();
  const contained = useContext(Contained);
  return (
    <OverlayToaster position="bottom" usePortal={!contained} className={contained ? undefined : "notice-toaster"}>
      {notice && (
        <Toast
          key="notice"
          message={t(notice.message)}
          intent={notice.intent}
          icon={icon ?? (notice.intent === "success" ? "tick" : notice.intent === "danger" ? "error" : "info-sign")}
          measured={!contained}
          {...(action ? { action } : {})}
          onDismiss={onDismiss}
        />
      )}
    </OverlayToaster>
  );
}
