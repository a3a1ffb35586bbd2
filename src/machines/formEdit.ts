// One edit of a form field, the same for every form machine: the new value, that field's
// message cleared (the person is fixing it), and the message under the form cleared.
import type { FieldErrors } from "../codecs/form.ts";

export interface FormState<K extends string, V extends Record<K, string>> {
  values: V;
  fieldErrors: FieldErrors<K>;
  formError: string | null;
}

export function editField<K extends string, V extends Record<K, string>>(
  context: FormState<K, V>, field: K, value: string,
): FormState<K, V> {
  const fieldErrors: FieldErrors<K> = { ...context.fieldErrors };
  delete fieldErrors[field];
  return { values: { ...context.values, [field]: value }, fieldErrors, formError: null };
}
