// What the lead screens share (decision 042): a lead's moves, a form's summary of what needs
// attention, and the write flow's notice.
import { Callout, Classes } from "@blueprintjs/core";
import type { FieldErrors } from "../../codecs/form.ts";
import { LEAD_SOURCES, type Lead, type LeadMove } from "../../codecs/lead.ts";
import { FormProblems } from "../FormErrors.tsx";
import "./Leads.css";
import { listed, type Translate } from "../../codecs/i18n.ts";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";
import type { Formats } from "../../codecs/formats.ts";

/** "2026-11-20T10:30:00" -> "20-11-26, 10:30 am" (the one format); null (not sent yet) -> "just now". */
const when = (at: string | null, t: Translate, f: Formats) => (at ? f.dateTime(at) : t("just now"));

export function Moves({ lead, label }: { lead: Lead; label: string }) {
  const t = useT();
  const f = useFormats();
  return (
    <ol className="leads-moves" aria-label={label}>
      {lead.moves.map((m: LeadMove) => (
        <li key={`${m.from}>${m.to}@${m.at ?? "now"}`}>
          <p>
            <span className="leads-status">{m.from === null ? t("Entered as {status}", { status: t(m.to) }) : `${t(m.from)} → ${t(m.to)}`}</span>{" "}
            <span className={Classes.TEXT_MUTED}>
              {when(m.at, t, f)}
              {m.by ? `, ${m.by}` : ""}
            </span>
          </p>
          <p>{m.note && listed(t, LEAD_SOURCES, m.note)}</p>
        </li>
      ))}
    </ol>
  );
}

/** The messages of a form's fields, each linking to its field: the app's one summary (FormProblems). */
export function Summary<K extends string>({
  fields,
  errors,
  idOf,
}: {
  fields: ReadonlyArray<{ key: K; label: string }>;
  errors: FieldErrors<K>;
  idOf: (k: K) => string;
}) {
  const problems = fields.flatMap((f) => (errors[f.key] ? [{ id: idOf(f.key), label: f.label, message: errors[f.key]! }] : []));
  return <FormProblems formError={null} problems={problems} />;
}

export function Notice({ notice, error }: { notice: { message: string; intent: "success" | "warning" } | null; error: string | null }) {
  const t = useT();
  return (
    <>
      {error && (
        <Callout intent="danger" role="alert" className="page-callout">
          {t(error)}
        </Callout>
      )}
      {notice && (
        <Callout intent={notice.intent} role="status" className="page-callout">
          {t(notice.message)}
        </Callout>
      )}
    </>
  );
}
