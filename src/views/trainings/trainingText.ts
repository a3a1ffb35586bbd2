// What the trainings' screens say alike (spec 2.7): a training outside the CMDI's list. (A stored
// date reads in the one format: `useFormats().date`, decision 075.)
import { msg } from "../../codecs/i18n.ts";

export const TRAINING_NOT_FOUND = msg("This training was not found");
/** What a training page says when the training is not the CMDI's, or no longer listed. */
export const TRAINING_NOT_FOUND_WHY = msg(
  "This training was not found. It may belong to another regional manager, or no longer wait for a decision.",
);
