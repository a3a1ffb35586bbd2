// How the screens write values a person reads. Dates arrive as the programme's wall-clock time
// (YYYY-MM-DDTHH:MM:SS, see src/codecs/workshop.ts), so they are read as written, never shifted by
// the device's time zone. A missing value is a dash, never 'null' or 'undefined'.

export const DASH = "-";

const parts = (iso: string | null | undefined) => (iso ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso) : null);

/** The value, or a dash when there is none (null, undefined, blank text, not a number). */
export function orDash(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return DASH;
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : DASH;
  return v.trim() === "" ? DASH : v;
}

/** DD-MM-YY (the gallery's dates, spec 2.18). */
export function ddmmyy(iso: string | null | undefined): string {
  const m = parts(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]!.slice(2)}` : DASH;
}

/** DD-MM-YYYY. */
export function ddmmyyyy(iso: string | null | undefined): string {
  const m = parts(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : DASH;
}

/** DD-MM-YYYY, h:mm am/pm (the time only when the value has one). */
export function dateTime(iso: string | null | undefined): string {
  const m = parts(iso);
  if (!m) return DASH;
  if (m[4] === undefined) return ddmmyyyy(iso);
  const h = Number(m[4]);
  return `${m[3]}-${m[2]}-${m[1]}, ${((h + 11) % 12) + 1}:${m[5]} ${h < 12 ? "am" : "pm"}`;
}

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A rupee amount in Indian grouping (₹1,23,450), or a dash. */
export const rupees = (n: number | null | undefined): string => (typeof n === "number" && Number.isFinite(n) ? INR.format(n) : DASH);
