// 'A new version is available' (issue 16): a newer build waits to take over; Reload moves to it,
// Later hides this notice until the next page load. It never reloads by itself: a form being filled
// in is never lost to an update. Part of the first load (a public page shows it too), so it draws
// Blueprint's callout markup with class names only (see firstLoad.tsx). Plain props: its flow is
// hosted by updateNotice.tsx.
// "Ready to work offline" blocks nothing (decision 107): a small note at the bottom that takes no
// pointer outside its own box, with room kept under the page so nothing stays behind it, gone after
// a few seconds (not while the focus is in it), and closed at once by its button or by Escape.
import { useEffect, useRef, type FocusEvent } from "react";
import { BP, Button, Icon } from "../../views/firstLoad.tsx";
import { cx } from "../../views/styles.ts";
import { useDrawnHeight } from "../../views/drawnHeight.ts";
import { useT } from "../../views/i18n.tsx";
import "./UpdateNoticeView.css";

export interface UpdateNoticeProps {
  /** What it says: the app works offline now (a quiet note), a newer build waits, or nothing. */
  shown: "offlineReady" | "available" | null;
  /** Reload was pressed: the new build is taking over. */
  busy: boolean;
  onReload: () => void;
  onLater: () => void;
  /** The person closes "Ready to work offline" (its button, or Escape). */
  onDismiss: () => void;
  /** The focus came into the note (it waits) or left it (its few seconds start again). */
  onHold: (held: boolean) => void;
}

/** Escape anywhere closes the note, unless it was meant for something else (a dialog, a menu, a list being chosen from). */
function useEscape(on: boolean, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      const at = e.target instanceof Element ? e.target : null;
      if (e.key !== "Escape" || e.defaultPrevented || at?.closest('[role="dialog"], [role="combobox"], .bp6-overlay, .bp6-popover')) return;
      latest.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [on]);
}

export function UpdateNoticeView(p: UpdateNoticeProps) {
  const t = useT();
  // its drawn height, so a notice (toast) sits above it and the page keeps room for both (decision 109)
  const measured = useDrawnHeight("--bottom-note-height");
  useEscape(p.shown === "offlineReady", p.onDismiss);
  if (p.shown === "offlineReady") {
    const left = (e: FocusEvent) => !e.currentTarget.contains(e.relatedTarget as Node | null) && p.onHold(false);
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: it only notes that the focus came into its button or left it (the note waits meanwhile)
      <div ref={measured} className="update-notice update-notice-quiet" onFocus={() => p.onHold(true)} onBlur={left}>
        <span role="status">{t("Ready to work offline")}</span>
        <button type="button" className="update-notice-close" aria-label={t("Dismiss")} title={t("Dismiss")} onClick={p.onDismiss}>
          <Icon icon="cross" />
        </button>
      </div>
    );
  }
  if (p.shown !== "available") return null;
  return (
    <div ref={measured} role="status" className={cx(BP.CALLOUT, BP.INTENT_PRIMARY, "update-notice")}>
      <span className="update-notice-text">{t("A new version is available")}</span>
      <Button text={t("Reload")} primary loading={p.busy} onClick={p.onReload} />
      <Button text={t("Later")} onClick={p.onLater} />
    </div>
  );
}
