// What the trainings' screens say alike (spec 2.7): a training outside the CMDI's list, and a
// stored date as people read it.
import { format, parseISO } from "date-fns";
import { msg } from "../../codecs/i18n.ts";

export const TRAINING_NOT_FOUND = msg("This training was not found");
/** What a training page says when the training is not the CMDI's, or no longer listed. */
export const TRAINING_NOT_FOUND_WHY = msg(
  "This training was not found. It may belong to another regional manager, or no longer wait for a decision.",
);

/** A stored date (YYYY-MM-DD) as people read it: "5 Jan 2026"; "-" when there is none. */
export function dayText(d: string | null): string {
  if (!d) return "-";
  const date = parseISO(d);
  return Number.isNaN(date.getTime()) ? d : format(date, "d MMM yyyy");
}
