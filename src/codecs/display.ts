// How values read on screen and in an exported file (one function each): a missing value is a
// dash, amounts are rupees in Indian grouping (₹1,23,450), dates are DD-MM-YYYY as the programme
// wrote them (never shifted by the device's zone). Amounts may arrive as numbers, as text (a synced
// column of text) or null: text that is not a number is missing, never 'NaN'.
// src/views/format.ts serves these to the workshop screens.

export const DASH = "-";

/** The value as text, or a dash when there is none (null, undefined, blank text, a number that is not finite). */
export function orDash(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return DASH;
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : DASH;
  return v.trim() === "" ? DASH : v;
}

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * An amount as a number, or null when there is none: a finite number; text holding a number, with
 * or without a rupee sign, spaces and grouping commas ("1,23,450.50", "₹ 1200"); anything else null.
 */
export function amountOf(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string") return null;
  const text = v.replace(/[₹,\s]/g, "").replace(/^(Rs\.?|INR)/i, "");
  if (!NUMBER_TEXT.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in rupees with Indian grouping (₹1,23,450), or a dash when there is none. */
export function rupees(v: unknown): string {
  const n = amountOf(v);
  return n === null ? DASH : INR.format(n);
}

/** A whole count with Indian grouping (1,23,450), or a dash. */
const COUNT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** How many digits a whole number up to `max` has: a numeric field's length limit (500 -> 3). */
export const digitsOf = (max: number): number => String(Math.trunc(max)).length;

export const countText = (v: unknown): string => {
  const n = amountOf(v);
  return n === null ? DASH : COUNT.format(n);
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** DD-MM-YYYY of a date or timestamp written YYYY-MM-DD..., or a dash. */
export function dateText(iso: string | null | undefined): string {
  const m = iso ? DATE.exec(iso) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : DASH;
}

/** "12 April" of a date of birth (the year is nobody's business on a birthday list), or a dash. */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export function dayAndMonth(iso: string | null | undefined): string {
  const m = iso ? DATE.exec(iso) : null;
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]}` : DASH;
}

/**
 * How a picker names an FCP (issue 49; decision 068): the name and the last four digits of their
 * mobile, "Asha Patel · …3210", so two FCPs of one name differ (a city can be the same for both).
 * No name: "FCP <id>"; no mobile of four digits or more: the name alone.
 */
export function fcpLabel(fcp: { name: string | null; phone: string | null | undefined; id: number | string }): string {
  const name = fcp.name?.trim() || `FCP ${fcp.id}`;
  const digits = (fcp.phone ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? `${name} · …${digits.slice(-4)}` : name;
}
