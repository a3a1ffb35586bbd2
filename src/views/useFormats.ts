// The one format's dates, times, numbers and rupees (decision 075) in the language on screen: the
// translator's (`useT()`, decision 074), so English until its catalogue is here, and English in a
// view drawn alone (a test) unless it is given another.
import { type Formats, formatsOf } from "../codecs/formats.ts";
import type { Translate } from "../codecs/i18n.ts";
import { useT } from "./i18n.tsx";

/** The formats of a translator's language (for a function given `t` rather than a view's hook). */
export const formatsFor = (t: Translate): Formats => t.formats ?? formatsOf(t.language ?? "en");

export const useFormats = (): Formats => formatsFor(useT());
