// One form field for every form (issue 44 item 2): its label tied to the input by id, "(required)"
// after the label as the spec's labels have it, and the field's message under it as text the input
// names with aria-describedby (`<id>-error`). The input itself is the caller's (a text box, a
// select, a text area): it gets the id and the two aria attributes from `children(input)`, so the
// tie cannot be forgotten. Its texts (label, message, note, hint) are English texts, marked where
// they are written, drawn in the reader's language here.
import type { ReactNode } from "react";
import { FormGroup } from "@blueprintjs/core";
import { useT } from "./i18n.tsx";

/** What the input takes from its field: its id, and the message it is described by. */
export interface FieldInput {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  /** The input's id (the label points at it); the message's is `<id>-error`. */
  id: string;
  /** The label as the spec writes it (e2e tests find the input by it). */
  label: string;
  /** "(required)" after the label. */
  required?: boolean;
  /** Another word after the label when the field is not required ("(optional)"). */
  info?: string;
  /** The field's message: the field is invalid. */
  error?: string;
  /** Said under the field when there is no error (a text field that is full). */
  note?: string;
  /** What the field wants, said under it when nothing else is (not its message, so not tied to it). */
  hint?: string;
  /** The message is read out at once (role="alert") as well as tied to the input. */
  announce?: boolean;
  children: (input: FieldInput) => ReactNode;
}

export const messageId = (id: string) => `${id}-error`;

export function Field(p: FieldProps) {
  const t = useT();
  const said = p.error ?? p.note;
  const input: FieldInput = {
    id: p.id,
    "aria-invalid": p.error ? true : undefined,
    "aria-describedby": said ? messageId(p.id) : undefined,
  };
  return (
    <FormGroup
      label={t(p.label)}
      labelFor={p.id}
      labelInfo={p.required ? t("(required)") : p.info && t(p.info)}
      intent={p.error ? "danger" : "none"}
      helperText={
        said ? (
          <span id={messageId(p.id)} role={p.announce && p.error ? "alert" : undefined}>
            {t(said)}
          </span>
        ) : (
          p.hint && t(p.hint)
        )
      }
    >
      {p.children(input)}
    </FormGroup>
  );
}
