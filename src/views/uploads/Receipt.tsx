// A stored photo's receipt (decision 021): the start of its SHA-256, when it was taken and when it
// was uploaded, to the second, in India's time (issue 30). One piece for View Uploads and the photo
// gallery.
import { Classes } from "@blueprintjs/core";
import { type Formats, formatsOf } from "../../codecs/formats.ts";
import { cx } from "../styles.ts";
import "../page.css";
import "./Receipt.css";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";

export interface ReceiptFields {
  name: string;
  sha256: string;
  captured_at: string | null;
  uploaded_at: string;
}

/** A stored time (YYYY-MM-DDTHH:MM:SSZ) as the receipt shows it, in India: "23-11-26, 15:00:00 IST"; "-" when none. */
export const receiptTime = (iso: string | null, f: Formats = formatsOf("en")) => f.moment(iso);

/** The receipt's time, broken (on a narrow tile) only between its date and its time. */
function Time({ iso }: { iso: string | null }) {
  const text = receiptTime(iso, useFormats());
  const at = text.indexOf(" ");
  if (at < 0) return <>{text}</>;
  return (
    <>
      <span className="page-keep">{text.slice(0, at)}</span> <span className="page-keep">{text.slice(at + 1)}</span>
    </>
  );
}

export function Receipt({ r }: { r: ReceiptFields }) {
  const t = useT();
  if (!r.sha256) return null;
  return (
    <dl className={cx("receipt", Classes.TEXT_SMALL)} aria-label={t("Receipt of {name}", { name: r.name })}>
      <dt>SHA-256</dt>
      <dd>
        <code>{r.sha256.slice(0, 12)}</code>
      </dd>
      <dt>{t("Taken")}</dt>
      <dd>
        <Time iso={r.captured_at} />
      </dd>
      <dt>{t("Uploaded")}</dt>
      <dd>
        <Time iso={r.uploaded_at} />
      </dd>
    </dl>
  );
}
