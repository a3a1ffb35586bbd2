// How values read on screen and in an exported file (one function each): a missing value is a
// dash, amounts are rupees in Indian grouping (₹1,23,450), dates are DD-MM-YY as the programme
// wrote them (never shifted by the device's zone). Amounts may arrive as numbers, as text (a synced
// column of text) or null: text that is not a number is missing, never 'NaN'.
// The dates, counts and rupees here are English's (en-IN) of the one format (./formats.ts, decision
// 075): a view draws them in the chosen language with `useFormats()`.
import { DASH, formatsOf } from "./formats.ts";

export { amountOf, DASH } from "./formats.ts";

const EN = formatsOf("en");

/** The value as text, or a dash when there is none (null, undefined, blank text, a number that is not finite). */
export function orDash(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return DASH;
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : DASH;
  return v.trim() === "" ? DASH : v;
}

/** An amount in rupees with Indian grouping (₹1,23,450), or a dash when there is none. */
export const rupees = (v: unknown): string => EN.rupees(v);

/** How many digits a whole number up to `max` has: a numeric field's length limit (500 -> 3). */
export const digitsOf = (max: number): number => String(Math.trunc(max)).length;

/** A whole count with Indian grouping (1,23,450), or a dash. */
export const countText = (v: unknown): string => EN.count(v);

/** DD-MM-YY of a date or timestamp (a calendar day as written; an instant's day in India), or a dash. */
export const dateText = (iso: string | null | undefined): string => EN.date(iso);

/** "12 April" of a date of birth (the year is nobody's business on a birthday list), or a dash. */
export const dayAndMonth = (iso: string | null | undefined): string => EN.dayMonth(iso);

/**
 * How a list of people names a person (decisions 068, 111): the name and the last four digits of
 * their mobile, "Asha Patel · …3210", so two people of one name differ. No mobile of four digits or
 * more: the name alone.
 */
export function personLabel(name: string, phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 4 ? `${name} · …${digits.slice(-4)}` : name;
}

/**
 * How a picker names an FCP (issue 49; decision 068): `personLabel`, "Asha Patel · …3210", so two
 * FCPs of one name differ (a city can be the same for both). No name: "FCP <id>".
 */
export function fcpLabel(fcp: { name: string | null; phone: string | null | undefined; id: number | string }): string {
  return personLabel(fcp.name?.trim() || `FCP ${fcp.id}`, fcp.phone);
}
