// Indian states and union territories as the outlet form offers them (spec section 3, State option):
// label = name, value = "name - two-digit code". Codes are the SAP region codes the examples use
// (Andhra Pradesh 01, Maharashtra 13, West Bengal 25, Delhi 30, Chhattisgarh 33, Jharkhand 34,
// Uttaranchal 35, Telangana 36). 35 entries: Dadra and Nagar Haveli and Daman and Diu are one
// union territory since 2020 (docs/decisions/002-outlet-states.md). Sorted by name.
const STATES: ReadonlyArray<readonly [string, string]> = [
  ["Andaman and Nicobar", "26"],
  ["Andhra Pradesh", "01"],
  ["Arunachal Pradesh", "02"],
  ["Assam", "03"],
  ["Bihar", "04"],
  ["Chandigarh", "27"],
  ["Chhattisgarh", "33"],
  ["Dadra and Nagar Haveli and Daman and Diu", "28"],
  ["Delhi", "30"],
  ["Goa", "05"],
  ["Gujarat", "06"],
  ["Haryana", "07"],
  ["Himachal Pradesh", "08"],
  ["Jammu and Kashmir", "09"],
  ["Jharkhand", "34"],
  ["Karnataka", "10"],
  ["Kerala", "11"],
  ["Lakshadweep", "31"],
  ["Madhya Pradesh", "12"],
  ["Maharashtra", "13"],
  ["Manipur", "14"],
  ["Meghalaya", "15"],
  ["Mizoram", "16"],
  ["Nagaland", "17"],
  ["Orissa", "18"],
  ["Pondicherry", "32"],
  ["Punjab", "19"],
  ["Rajasthan", "20"],
  ["Sikkim", "21"],
  ["Tamil Nadu", "22"],
  ["Telangana", "36"],
  ["Tripura", "23"],
  ["Uttar Pradesh", "24"],
  ["Uttaranchal", "35"],
  ["West Bengal", "25"],
];

export interface StateOption {
  readonly label: string;
  readonly value: string;
}

export const STATE_OPTIONS: readonly StateOption[] = STATES.map(([name, code]) => ({ label: name, value: `${name} - ${code}` }));
/** The longest state value: the state field's text stops there. */
export const STATE_VALUE_MAX = Math.max(...STATE_OPTIONS.map((o) => o.value.length));

/** The option for a stored value, or undefined when the value is not one of the 35. */
export const stateOption = (value: string | null | undefined): StateOption | undefined => STATE_OPTIONS.find((o) => o.value === value);

/** Case-insensitive filter used by the searchable State select. */
export const filterStates = (query: string): readonly StateOption[] => {
  const q = query.trim().toLowerCase();
  return q ? STATE_OPTIONS.filter((o) => o.value.toLowerCase().includes(q)) : STATE_OPTIONS;
};
