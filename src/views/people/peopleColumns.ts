// The columns of the people screens as data: what a table shows and what its CSV file holds are
// the same list, so a download equals the screen.
import { type CsvColumn, formatted } from "../../codecs/csv.ts";
import { dateText, orDash } from "../../codecs/display.ts";
import type { BirthdayRow, FcpRow } from "../../codecs/people.ts";
import { msg } from "../../codecs/i18n.ts";

/** A cell's `translated` text is an English text of the app (a status), its `shown` text a date in the reader's language; other cells are data. */
export interface Column<R> extends CsvColumn<R> {
  key: string;
}

/** The numbered columns: "No." is the row's place in the list (1, 2, ...). */
export const numbered = <R>(rows: readonly R[], columns: readonly Column<R>[]): Column<R>[] => {
  const place = new Map(rows.map((r, i) => [r, i + 1]));
  return [{ key: "no", header: msg("No."), text: (r) => String(place.get(r) ?? "") }, ...columns];
};

/** Birthday Information (spec 2.15): No., Name, Date and Email ID. */
export const BIRTHDAY_COLUMNS: readonly Column<BirthdayRow>[] = [
  { key: "name", header: msg("Name"), text: (r) => orDash(r.name) },
  formatted({ key: "date", header: msg("Date") }, (r: BirthdayRow, f) => f.dayMonth(r.date_of_birth__c)),
  { key: "email", header: msg("Email ID"), text: (r) => orDash(r.email__c) },
];

const status = (r: FcpRow) => (r.active ? msg("Active") : msg("Inactive"));

/** A manager's FCPs (/listMyFCP); the CMDI column for an AMMD, who oversees several CMDIs. */
export const fcpColumns = (withCmdi: boolean): Column<FcpRow>[] => [
  { key: "name", header: msg("Name"), text: (r) => orDash(r.name) },
  { key: "sap", header: msg("SAP Code"), text: (r) => orDash(r.sap_code__c) },
  { key: "phone", header: msg("Phone"), text: (r) => orDash(r.phone) },
  { key: "email", header: msg("Email ID"), text: (r) => orDash(r.email__c) },
  { key: "city", header: msg("City"), text: (r) => orDash(r.billingcity) },
  { key: "dob", header: msg("Date of Birth"), text: (r) => dateText(r.date_of_birth__c) },
  ...(withCmdi ? [{ key: "cmdi", header: msg("CMDI Name"), text: (r: FcpRow) => orDash(r.cmdi_name) }] : []),
  { key: "status", header: msg("Status"), text: status, translated: true },
];
