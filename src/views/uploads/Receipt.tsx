// A stored photo's receipt (decision 021, as a person reads it since decision 105): the file's name,
// when it was taken and when it was uploaded, in the app's one form of a time (decision 075: India's
// time, in the language on screen). The SHA-256 that names the bytes stays in the data, not on
// the page. One piece for View Uploads and the photo gallery.
import { Classes } from "@blueprintjs/core";
import { type Formats, formatsOf } from "../../codecs/formats.ts";
import { cx } from "../styles.ts";
import "../page.css";
import "./Receipt.css";
import { useT } from "../i18n.tsx";
import { keep } from "../Keep.tsx";
import { useFormats } from "../useFormats.ts";

export interface ReceiptFields {
  /** What the photo is called on the page (its receipt's label). */
  name: string;
  /** The file's name as the phone gave it, when it is not `name` ("" when none was kept). */
  file_name?: string;
  sha256: string;
  captured_at: string | null;
  uploaded_at: string;
}

/** A stored time (YYYY-MM-DDTHH:MM:SSZ) as the receipt shows it, as every time of the app: "23-11-26, 3:00 pm" in India; "-" when none. */
export const receiptTime = (iso: string | null, f: Formats = formatsOf("en")) => f.dateTime(iso);

export function Receipt({ r }: { r: ReceiptFields }) {
  const t = useT();
  const f = useFormats();
  // a stored file has a receipt (a demo picture has none)
  if (!r.sha256) return null;
  const file = r.file_name ?? r.name;
  return (
    <dl className={cx("receipt", Classes.TEXT_SMALL)} aria-label={t("Receipt of {name}", { name: r.name })}>
      {file && (
        <>
          <dt>{t("File")}</dt>
          <dd className="receipt-file">{file}</dd>
        </>
      )}
      <dt>{t("Taken")}</dt>
      <dd>{keep(receiptTime(r.captured_at, f))}</dd>
      <dt>{t("Uploaded")}</dt>
      <dd>{keep(receiptTime(r.uploaded_at, f))}</dd>
    </dl>
  );
}
