// /managePeople, presentational (decision 077; its screen: ./screen.tsx): the super admin's people,
// searchable and filtered by role, by name, each opening the person's form; "Add a person" opens an
// empty one; above the list, where its people come from (the phone's window, the server's page:
// decision 092). A hundred are drawn at first, "Show more" draws the next hundred, and when all are
// drawn and the server holds more, "Show more from the server" under them too (decision 112). The form: role, name, mobile; an FCP's record type and CMDI, a CMDI's AMMD (choosing
// another moves the person, with their workshops); messages at their fields and summed up at the
// top. An open person has Send the invitation again, Switch off or Switch on. No password is ever
// shown or set here: the invitation's SMS lets the person set their own.
import { useState } from "react";
import { Button, Callout, HTMLSelect, InputGroup, Tag } from "@blueprintjs/core";
import type { FieldErrors } from "../../codecs/form.ts";
import { msg } from "../../codecs/i18n.ts";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import {
  FCP_TYPES,
  type ManagedPerson,
  NAME_MAX,
  PERSON_LABELS,
  type PersonField,
  type PersonForm,
  type PersonKind,
} from "../../codecs/peopleAdmin.ts";
import { Field } from "../../views/Field.tsx";
import { DiscardAlert, type FieldProblem, FormPageHeader, FormProblems, useFocusFirstProblem } from "../../views/FormErrors.tsx";
import { useT } from "../../views/i18n.tsx";
import { type ListLoad, ListFrame } from "../../views/ListFrame.tsx";
import { ShowMoreOrServer } from "../../views/ShowMore.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import "../../views/page.css";
import "../../views/RecordList.css";
import "./ManagePeopleView.css";

/** The longest search text (a name, a number or a manager's name). */
const SEARCH_MAX = 80;

/** How many people the list draws at first and per "Show more"; a search narrows it. */
export const SHOWN_AT_ONCE = 100;

export type PersonAction = "deactivate" | "reactivate" | "invite";
type KindFilter = PersonKind | "all";

export interface PersonFormProps {
  adding: boolean;
  values: PersonForm;
  fieldErrors: FieldErrors<PersonField>;
  formError: string | null;
  notice: { message: string; values: Record<string, number>; intent: "success" | "warning" } | null;
  /** The open person as listed (their state: switched off, invited, password set); null for a new one. */
  person: ManagedPerson | null;
  cmdis: readonly { value: string; label: string }[];
  ammds: readonly { value: string; label: string }[];
  busy: boolean;
  editing: boolean;
  saved: boolean;
  leaving: boolean;
  canAct: boolean;
  onChange: (field: PersonField, value: string) => void;
  onSave: () => void;
  onEditAgain: () => void;
  onBack: () => void;
  onStay: () => void;
  onDiscard: () => void;
  onAct: (action: PersonAction) => void;
}

export interface ManagePeopleViewProps {
  title: string;
  back: string;
  load: ListLoad;
  query: string;
  kind: KindFilter;
  kinds: readonly PersonKind[];
  people: readonly { key: string; person: ManagedPerson }[];
  total: number;
  /** Where the people shown come from (decision 092): the phone's window, the server's page, offline. */
  source: WindowSource;
  onQuery: (query: string) => void;
  onKind: (kind: KindFilter) => void;
  onNew: () => void;
  onOpen: (key: string) => void;
  /** The open form; null: the list. */
  form: PersonFormProps | null;
}

const LABELS = PERSON_LABELS;
const id = (f: PersonField) => `person-${f}`;

export function ManagePeopleView(p: ManagePeopleViewProps) {
  return p.form ? <PersonFormView title={p.title} kinds={p.kinds} {...p.form} /> : <PeopleListView {...p} />;
}

function PeopleListView(p: ManagePeopleViewProps) {
  const t = useT();
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="manage-people"
      what={msg("people")}
      state={p.load}
      empty={p.total === 0 ? { icon: "people", title: msg("No people yet"), description: msg("Add the first person with Add a person.") } : null}
      actions={<Button intent="primary" icon="plus" text={t("Add a person")} onClick={p.onNew} />}
    >
      <div className="manage-people-filters">
        <label htmlFor="people-search">{t("Search people")}</label>
        <InputGroup
          id="people-search"
          type="search"
          leftIcon="search"
          value={p.query}
          maxLength={SEARCH_MAX}
          placeholder={t("Name, mobile or manager")}
          onValueChange={p.onQuery}
        />
        <label htmlFor="people-kind">{t("Role")}</label>
        <HTMLSelect id="people-kind" value={p.kind} onChange={(e) => p.onKind(e.currentTarget.value as KindFilter)}>
          <option value="all">{t("Everyone")}</option>
          {p.kinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <WindowNote source={p.source} />
      {/* a new search or role starts again at the first hundred */}
      <People key={`${p.kind}|${p.query}`} {...p} />
    </ListFrame>
  );
}

function People(p: ManagePeopleViewProps) {
  const t = useT();
  const [count, setCount] = useState(SHOWN_AT_ONCE);
  const shown = p.people.slice(0, count);
  return (
    <>
      {p.total > 0 && (
        <p role="status" className="manage-people-count">
          {p.people.length > shown.length
            ? t("Showing {shown} of {count} people: search to narrow the list.", { shown: shown.length, count: p.people.length })
            : t("{count, plural, =0 {No one matches.} one {# person} other {# people}}", { count: p.people.length })}
        </p>
      )}
      <ul className="manage-people-list">
        {shown.map(({ key, person }) => (
          <li key={key}>
            <button type="button" className="record-list-row" onClick={() => p.onOpen(key)}>
              <span className="manage-people-name">{person.name || t("(no name)")}</span>
              <span className="manage-people-meta">
                <Tag minimal>{person.kind}</Tag> {person.mobile ?? ""}
                {person.kind === "FCP" && person.cmdi_name ? ` · ${t("CMDI {name}", { name: person.cmdi_name })}` : ""}
                {person.kind === "CMDI" && person.ammd_name ? ` · ${t("AMMD {name}", { name: person.ammd_name })}` : ""}
              </span>
              <span className="manage-people-state">
                {!person.active && (
                  <Tag intent="danger" minimal>
                    {t("Switched off")}
                  </Tag>
                )}
                {person.active && !person.password_set && (
                  <Tag intent="warning" minimal>
                    {person.invited_at ? t("Invited") : t("No password yet")}
                  </Tag>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ShowMoreOrServer total={p.people.length} shown={shown.length} onMore={() => setCount((n) => n + SHOWN_AT_ONCE)} source={p.source} />
    </>
  );
}

function PersonFormView(p: PersonFormProps & { title: string; kinds: readonly PersonKind[] }) {
  const t = useT();
  const v = p.values;
  const errors = p.editing ? p.fieldErrors : {};
  const problems: FieldProblem[] = (Object.keys(LABELS) as PersonField[]).flatMap((f) =>
    errors[f] ? [{ id: id(f), label: LABELS[f], message: errors[f]! }] : [],
  );
  const focusFirst = useFocusFirstProblem(problems, p.busy, p.editing);
  const readOnly = !p.editing || p.busy;
  const person = p.person;
  const select = (f: PersonField, options: readonly { value: string; label: string }[], hint?: string) => (
    <Field id={id(f)} label={LABELS[f]} required error={errors[f]} {...(hint ? { hint } : {})}>
      {(input) => (
        <HTMLSelect {...input} value={v[f]} disabled={readOnly} fill onChange={(e) => p.onChange(f, e.currentTarget.value)}>
          <option value="">{t("Choose…")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </HTMLSelect>
      )}
    </Field>
  );
  return (
    <div className="page manage-people manage-people-form">
      <FormPageHeader
        back={{ href: "/managePeople", label: msg("Back to people") }}
        onLeave={p.onBack}
        title={p.adding ? msg("Add a person") : msg("Edit person")}
        form="person-form"
        canSave={p.editing}
        saving={p.busy}
      />
      <FormProblems formError={p.formError} problems={problems} />
      {p.notice && (
        <Callout intent={p.notice.intent} role="status" className="page-callout">
          <p>{t(p.notice.message, p.notice.values)}</p>
          {p.saved && <Button text={t("Edit again")} onClick={p.onEditAgain} />}
        </Callout>
      )}
      {person && !person.active && (
        <Callout intent="warning" className="page-callout">
          {t("Switched off: this person cannot sign in. Their records stay.")}
        </Callout>
      )}
      <form
        id="person-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (p.editing) {
            focusFirst();
            p.onSave();
          }
        }}
      >
        <Field id={id("kind")} label={LABELS.kind} required error={errors.kind}>
          {(input) => (
            <HTMLSelect {...input} value={v.kind} disabled={readOnly || !p.adding} fill onChange={(e) => p.onChange("kind", e.currentTarget.value)}>
              {p.kinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </HTMLSelect>
          )}
        </Field>
        <Field id={id("name")} label={LABELS.name} required error={errors.name}>
          {(input) => (
            <InputGroup
              {...input}
              value={v.name}
              readOnly={readOnly}
              maxLength={NAME_MAX}
              autoComplete="off"
              intent={errors.name ? "danger" : "none"}
              onValueChange={(x) => p.onChange("name", x)}
            />
          )}
        </Field>
        <Field id={id("mobile")} label={LABELS.mobile} required error={errors.mobile} hint={msg("Ten digits, no +91")}>
          {(input) => (
            <InputGroup
              {...input}
              value={v.mobile}
              readOnly={readOnly}
              maxLength={MOBILE_TEXT_MAX}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              intent={errors.mobile ? "danger" : "none"}
              onValueChange={(x) => p.onChange("mobile", x)}
            />
          )}
        </Field>
        {v.kind === "FCP" &&
          select(
            "fcp_type",
            FCP_TYPES.map((x) => ({ value: x, label: t(x) })),
          )}
        {v.kind === "FCP" &&
          select("cmdi", p.cmdis, p.adding ? undefined : msg("Choosing another CMDI moves the FCP with their workshops, leads and HPAs."))}
        {v.kind === "CMDI" &&
          select("ammd", p.ammds, p.adding ? undefined : msg("Choosing another AMMD moves the CMDI's FCPs and workshops to that AMMD."))}
      </form>
      {p.adding && <p>{t("They get an SMS with a code to set their own password.")}</p>}
      {person && (
        <section className="manage-people-actions" aria-label={t("Actions")}>
          <p>
            {person.password_set
              ? t("They have set their password.")
              : person.invited_at
                ? t("Invited; no password set yet.")
                : t("No password set yet.")}
          </p>
          {person.active && (
            <Button icon="envelope" text={t("Send the invitation again")} disabled={!p.canAct || p.busy} onClick={() => p.onAct("invite")} />
          )}
          {person.active ? (
            <Button intent="danger" icon="disable" text={t("Switch off")} disabled={!p.canAct || p.busy} onClick={() => p.onAct("deactivate")} />
          ) : (
            <Button intent="success" icon="confirm" text={t("Switch on")} disabled={!p.canAct || p.busy} onClick={() => p.onAct("reactivate")} />
          )}
        </section>
      )}
      <DiscardAlert
        open={p.leaving}
        question={msg("Discard the changes to this person?")}
        send={(e) => (e.type === "leave.confirmed" ? p.onDiscard() : p.onStay())}
      />
    </div>
  );
}
