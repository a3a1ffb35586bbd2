// What a form shows after a Save that ends with messages, the same on every form that has many
// fields (the plan, the execution report): a summary at the top, read out at once (role="alert"),
// linking to each field with its message; and the focus moved to the first of them once the form
// is no longer busy (on a phone most fields are below the fold).
import { useEffect, useRef } from "react";
import { Callout } from "@blueprintjs/core";
import "./FormErrors.css";

export interface FieldProblem {
  id: string;
  label: string;
  message: string;
}

export function ErrorSummary({ problems }: { problems: readonly FieldProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Callout intent="danger" role="alert" className="page-callout">
      <p className="form-errors-title">{problems.length === 1 ? "One field needs attention" : `${problems.length} fields need attention`}</p>
      <ul className="form-errors-list">
        {problems.map((f) => (
          <li key={f.id}>
            <a href={`#${f.id}`}>{f.label}</a>: {f.message}
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/**
 * Call the returned function when the person saves; once `busy` is over (and `editing`), focus
 * goes to the first problem's field.
 */
export function useFocusFirstProblem(problems: readonly FieldProblem[], busy: boolean, editing = true): () => void {
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || busy || !editing) return;
    awaiting.current = false;
    const first = problems[0];
    if (first) document.getElementById(first.id)?.focus();
  });
  return () => {
    awaiting.current = true;
  };
}
