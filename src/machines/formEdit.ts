// What every form machine does the same way: one edit of a field (the new value, that field's
// message cleared: the person is fixing it; the message under the form cleared), and where a
// refused save's message goes.
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import type { FieldErrors } from "../codecs/form.ts";

export interface FormState<K extends string, V> {
  values: V;
  fieldErrors: FieldErrors<K>;
  formError: string | null;
}

export function editField<K extends string, V>(context: FormState<K, V>, field: K & keyof V, value: string): FormState<K, V> {
  const fieldErrors: FieldErrors<K> = { ...context.fieldErrors };
  delete fieldErrors[field];
  return { values: { ...context.values, [field]: value }, fieldErrors, formError: null };
}

/**
 * Where a refused save's message goes: under the field the server named (when `isField` says the
 * form has it), else at the top of the form; an answer that is not an API failure is the
 * "unexpected answer" message.
 */
export function placeFailure<K extends string>(
  error: unknown,
  isField: (field: string) => boolean = () => true,
): { fieldErrors: FieldErrors<K>; formError: string | null } {
  if (!ApiFailure.is(error)) return { fieldErrors: {}, formError: UNEXPECTED_ANSWER };
  if (error.kind === "http" && error.field && isField(error.field))
    return { fieldErrors: { [error.field]: error.message } as FieldErrors<K>, formError: null };
  return { fieldErrors: {}, formError: error.message };
}
