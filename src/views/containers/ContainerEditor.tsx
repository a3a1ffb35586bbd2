// A container's form (decision 043): name, purpose and members picked from the FCP's HPAs (a
// searchable checklist: native checkboxes, so the keyboard and a screen reader work as anywhere; it
// scrolls inside itself at 360 px). To the outlet form's standard: each message under its field, a
// summary at the top linking to each (focus moves to the first), everything typed and picked kept.
// Used by /createContainer (a new one) and /viewContainer?id= (the FCP's own: edit or remove).
// What is typed and picked is kept as a draft across a reload (decision 038); leaving a changed form
// by a link or the browser's Back asks first.
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, Callout, Checkbox, Classes, FormGroup, InputGroup, Spinner, TextArea } from "@blueprintjs/core";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { Link, useLocation } from "wouter";
import {
  CONTAINER_DESCRIPTION_MAX,
  CONTAINER_FIELD_LABELS,
  CONTAINER_NAME_MAX,
  matchesMember,
  type ContainerFieldKey,
  isContainerValues,
  type ContainerValues,
} from "../../codecs/container.ts";
import { limitNote } from "../../codecs/form.ts";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { containerChanged, containerDraftKey, containerFormMachine } from "../../machines/containerForm.machine.ts";
import { DraftNote, LeaveAlert, useDraft, useLeaveGuard } from "../drafts.tsx";
import { useFlow } from "../flows.ts";
import { cx } from "../styles.ts";
import { useHpas } from "../hpas/HpaListPage.tsx";
import "../page.css";
import "./Container.css";
import { DiscardAlert, FormPageHeader, FormProblems } from "../FormErrors.tsx";
import { Field } from "../Field.tsx";

const inputId = (k: ContainerFieldKey) => `container-${k}`;
const errorId = (k: ContainerFieldKey) => `container-${k}-error`;
const ORDER: readonly ContainerFieldKey[] = ["name", "description", "members"];
export const CONTAINERS_PATH = "/viewContainer";

export function ContainerEditor({ title, id, cached }: { title: string; id: number | null; cached: ContainerValues | null }) {
  const [, navigate] = useLocation();
  const draft = useDraft(containerDraftKey(id), isContainerValues);
  const [snap, send] = useFlow(id === null ? "containerForm" : `containerForm-${id}`, containerFormMachine, { id, cached, draft });
  const hpas = useHpas("containerHpas");
  const [query, setQuery] = useState("");
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const editing = snap.matches({ form: "editing" }) || snap.matches({ form: "leaving" }) || snap.matches({ form: "confirmingRemove" });
  const done = snap.matches({ form: "left" }) || snap.matches({ form: "removed" });
  // a link, a menu or the browser's Back away from a changed form asks first (decision 038)
  const guard = useLeaveGuard(snap.matches({ form: "editing" }) && containerChanged(c));
  useEffect(() => {
    if (done) navigate(CONTAINERS_PATH);
  }, [done, navigate]);
  const errors = editing ? ORDER.filter((k) => c.fieldErrors[k]) : [];
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || saving || !editing) return;
    awaiting.current = false;
    const first = errors[0];
    if (first) document.getElementById(inputId(first))?.focus();
  });
  const shown = useMemo(() => hpas.rows.filter((h) => matchesMember(h, query)), [hpas.rows, query]);
  const chosen = new Set(c.values.members);
  const readOnly = !editing || saving;
  const membersError = errors.includes("members") ? c.fieldErrors.members : undefined;
  const textField = (k: "name" | "description") => {
    const error = errors.includes(k) ? c.fieldErrors[k] : undefined;
    const note = readOnly
      ? undefined
      : limitNote(CONTAINER_FIELD_LABELS[k], c.values[k], k === "name" ? CONTAINER_NAME_MAX : CONTAINER_DESCRIPTION_MAX);
    const hint = k === "description" ? "What the group is for: a school's teachers, a campaign" : undefined;
    return (
      <Field id={inputId(k)} label={CONTAINER_FIELD_LABELS[k]} required={k === "name"} error={error} note={note} hint={hint}>
        {(input) => {
          const common = { ...input, value: c.values[k], readOnly, dir: "auto" as const, intent: error ? ("danger" as const) : ("none" as const) };
          return k === "name" ? (
            <InputGroup
              {...common}
              maxLength={CONTAINER_NAME_MAX}
              autoComplete="off"
              onValueChange={(v) => send({ type: "form.changed", field: k, value: v })}
            />
          ) : (
            <TextArea
              {...common}
              fill
              rows={3}
              maxLength={CONTAINER_DESCRIPTION_MAX}
              onChange={(e) => send({ type: "form.changed", field: k, value: e.currentTarget.value })}
            />
          );
        }}
      </Field>
    );
  };
  return (
    <div className="page container">
      <FormPageHeader
        back={{ href: CONTAINERS_PATH, label: "Back to containers" }}
        onLeave={() => send({ type: "form.leave" })}
        title={title}
        form="container-form"
        canSave={!snap.matches({ form: "saved" })}
        saving={saving}
      />
      <FormProblems
        formError={c.formError}
        problems={errors.map((k) => ({ id: inputId(k), label: CONTAINER_FIELD_LABELS[k], message: c.fieldErrors[k]! }))}
        className="container-summary"
      />
      <DraftNote shown={snap.matches({ draft: "restored" })} onDiscard={() => send({ type: "draft.discarded" })} />
      <LeaveAlert guard={guard} />
      {snap.matches({ form: "saved" }) && c.notice && (
        <Callout intent={c.notice.intent} role="status" className="page-callout container-links">
          <p>{c.notice.message}</p>
          {id === null && <Button text="Create another" onClick={() => send({ type: "form.again" })} />}{" "}
          {c.id !== null && c.notice.intent === "success" && <Link href={`${CONTAINERS_PATH}?id=${c.id}`}>Open container</Link>}{" "}
          <Link href={CONTAINERS_PATH}>Go to containers</Link>
        </Callout>
      )}
      <form
        id="container-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (snap.matches({ form: "editing" })) {
            awaiting.current = true;
            send({ type: "form.saved" });
          }
        }}
      >
        {textField("name")}
        {textField("description")}
        <div className={cx(Classes.FORM_GROUP, membersError && Classes.INTENT_DANGER)}>
          <fieldset
            className="container-members"
            id={inputId("members")}
            tabIndex={-1}
            aria-invalid={membersError ? true : undefined}
            aria-describedby={membersError ? errorId("members") : undefined}
          >
            <legend>
              Members <span className={Classes.TEXT_MUTED}>(required)</span>
            </legend>
            <FormGroup label="Search HPAs" labelFor="container-search">
              <InputGroup
                id="container-search"
                type="search"
                leftIcon="search"
                value={query}
                onValueChange={setQuery}
                placeholder="Name, mobile or type"
                maxLength={FILTER_TEXT_MAX}
                autoComplete="off"
              />
            </FormGroup>
            <p className="container-count" aria-live="polite">
              {c.values.members.length === 1 ? "1 HPA chosen" : `${c.values.members.length} HPAs chosen`}
            </p>
            {membersError && (
              <div className={Classes.FORM_HELPER_TEXT} id={errorId("members")}>
                {membersError}
              </div>
            )}
            {hpas.loading && <Spinner size={20} aria-label="Loading your HPAs" />}
            {hpas.error && (
              <p>
                {hpas.error} <Button text="Try again" variant="minimal" onClick={hpas.onRetry} />
              </p>
            )}
            {!hpas.loading && hpas.rows.length === 0 && !hpas.failed && (
              <p>
                No HPAs yet. <Link href="/addNewHPA">Add New HPA</Link>
              </p>
            )}
            {hpas.rows.length > 0 && shown.length === 0 && <p>No HPA matches</p>}
            {shown.length > 0 && (
              <ul className="container-checklist" aria-label="Your HPAs">
                {shown.map((h) => (
                  <li key={h.id}>
                    <Checkbox
                      checked={chosen.has(h.id)}
                      disabled={readOnly}
                      onChange={() => send({ type: "member.toggled", id: h.id })}
                      label={`${h.name} · ${h.type ?? "HPA"} · ${h.mobile__c}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        </div>
      </form>
      {id !== null && !snap.matches({ form: "saved" }) && (
        <div className="container-actions">
          <Button
            text="Remove container"
            intent="danger"
            variant="outlined"
            icon="trash"
            disabled={readOnly}
            onClick={() => send({ type: "remove.asked" })}
          />
        </div>
      )}
      <DiscardAlert open={snap.matches({ form: "leaving" })} question="Discard your changes to this container?" send={send} />
      <ConfirmDialog
        open={snap.matches({ form: "confirmingRemove" })}
        no="Keep it"
        yes="Remove"
        intent="danger"
        icon="trash"
        onNo={() => send({ type: "remove.cancelled" })}
        onYes={() => send({ type: "remove.confirmed" })}
      >
        <p>Remove "{c.initial.name}"? Its HPAs stay in your list.</p>
      </ConfirmDialog>
    </div>
  );
}
