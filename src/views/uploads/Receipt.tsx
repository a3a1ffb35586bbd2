// A stored photo's receipt (decision 021): the start of its SHA-256, when it was taken and when it
// was uploaded (UTC). One piece for View Uploads and the photo gallery.
import { Classes } from "@blueprintjs/core";
import { cx } from "../styles.ts";
import "./Receipt.css";

export interface ReceiptFields { name: string; sha256: string; captured_at: string | null; uploaded_at: string }

/** A stored time (YYYY-MM-DDTHH:MM:SSZ) as the receipt shows it: "2026-11-23 09:30:00 UTC"; "-" when none. */
export const receiptTime = (iso: string | null) => (iso ? iso.replace("T", " ").replace(/(:\d\d)Z$/, "$1 UTC") : "-");

export function Receipt({ r }: { r: ReceiptFields }) {
  if (!r.sha256) return null;
  return (
    <dl className={cx("receipt", Classes.TEXT_SMALL)} aria-label={`Receipt of ${r.name}`}>
      <dt>SHA-256</dt><dd><code>{r.sha256.slice(0, 12)}</code></dd>
      <dt>Taken</dt><dd>{receiptTime(r.captured_at)}</dd>
      <dt>Uploaded</dt><dd>{receiptTime(r.uploaded_at)}</dd>
    </dl>
  );
}
