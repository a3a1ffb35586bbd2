// The one rule of every mobile number field (issue 49 item 1, decision 066): sign-in, password
// recovery, the HPA forms, the lead forms and the outlet form's five phones, on the client and the
// server alike. A number is taken as people type it and kept as its ten digits.
import * as t from "io-ts";
import { requiredString } from "./form.ts";

/** The digits a mobile number keeps. */
export const MOBILE_DIGITS = 10;

/**
 * The longest text a mobile field takes (its input stops there): room for "+91", a space or dash
 * between every group of digits and more, so no way of typing a number is cut before it is checked.
 */
export const MOBILE_TEXT_MAX = 20;

/** The example a refusal shows. */
export const MOBILE_EXAMPLE = "98765 43210";

/** What a field says when it refuses a number: its message, then the form it wants. */
export const mobileRefusal = (invalid: string): string => `${invalid} (ten digits, for example ${MOBILE_EXAMPLE})`;

/** Spaces and dashes (a hyphen, a non-breaking hyphen, an en or em dash) anywhere in the number. */
const SEPARATORS = /[\s\-\u2010-\u2015]/g;
/**
 * Once the separators are gone: an optional +91, then an optional 0 or 91 (spec section 5's
 * pattern, so "+91 0…" and "+91 91…" stay accepted), then the ten digits.
 */
const PREFIXED = new RegExp(`^(?:\\+91)?(?:0|91)?(\\d{${MOBILE_DIGITS}})$`);

/** The ten digits of `text` typed as a mobile number ("+91 98765 43210", "098765-43210", " 9876543210 "), or null. */
export function mobileDigits(text: string): string | null {
  const s = text.trim();
  if (s.length > MOBILE_TEXT_MAX) return null;
  return PREFIXED.exec(s.replace(SEPARATORS, ""))?.[1] ?? null;
}

/** Ten digits, as a stored mobile number is. */
const STORED = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);

/**
 * A mobile number field: blank gives `required`; text that is not a number by the rule gives
 * `mobileRefusal(invalid)`; a number decodes to its ten digits. Control characters get the message
 * every text field gives (./form.ts).
 */
export const mobileNumber = (required: string, invalid: string): t.Type<string, string, unknown> => {
  const text = requiredString(required);
  return new t.Type<string, string, unknown>(
    "MobileNumber",
    (u): u is string => typeof u === "string" && STORED.test(u),
    (u, c) => {
      const r = text.validate(u, c);
      if (r._tag === "Left") return r;
      const digits = mobileDigits(r.right);
      return digits === null ? t.failure(u, c, mobileRefusal(invalid)) : t.success(digits);
    },
    t.identity,
  );
};
