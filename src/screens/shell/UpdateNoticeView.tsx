// 'A new version is available' (issue 16): a newer build waits to take over; Reload moves to it,
// Later hides this notice until the next page load. It never reloads by itself: a form being filled
// in is never lost to an update. Part of the first load (a public page shows it too), so it draws
// Blueprint's callout markup with class names only (see firstLoad.tsx). Plain props: its flow is
// hosted by updateNotice.tsx.
import { BP, Button } from "../../views/firstLoad.tsx";
import { cx } from "../../views/styles.ts";
import { useT } from "../../views/i18n.tsx";
import "./UpdateNoticeView.css";

export interface UpdateNoticeProps {
  /** What it says: the app works offline now (a quiet note), a newer build waits, or nothing. */
  shown: "offlineReady" | "available" | null;
  /** Reload was pressed: the new build is taking over. */
  busy: boolean;
  onReload: () => void;
  onLater: () => void;
}

export function UpdateNoticeView(p: UpdateNoticeProps) {
  const t = useT();
  if (p.shown === "offlineReady") {
    return (
      <div role="status" className="update-notice update-notice-quiet">
        {t("Ready to work offline")}
      </div>
    );
  }
  if (p.shown !== "available") return null;
  return (
    <div role="status" className={cx(BP.CALLOUT, BP.INTENT_PRIMARY, "update-notice")}>
      <span className="update-notice-text">{t("A new version is available")}</span>
      <Button text={t("Reload")} primary loading={p.busy} onClick={p.onReload} />
      <Button text={t("Later")} onClick={p.onLater} />
    </div>
  );
}
