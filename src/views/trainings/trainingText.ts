// What the trainings' screens say alike (spec 2.7): a training outside the CMDI's list, and a
// stored date as people read it.
import { format, parseISO } from "date-fns";

export const TRAINING_NOT_FOUND = "This training was not found";

/** A stored date (YYYY-MM-DD) as people read it: "5 Jan 2026"; "-" when there is none. */
export function dayText(d: string | null): string {
  if (!d) return "-";
  const date = parseISO(d);
  return Number.isNaN(date.getTime()) ? d : format(date, "d MMM yyyy");
}
