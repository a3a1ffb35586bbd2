// A container's form, presentational (decision 043; its flows: ./editor.tsx): name, purpose and
// members picked from the FCP's HPAs (a searchable checklist: native checkboxes, so the keyboard and
// a screen reader work as anywhere; it scrolls inside itself at 360 px). To the outlet form's
// standard: each message under its field, a summary at the top linking to each (focus moves to the
// first), everything typed and picked kept. Used by /createContainer (a new one) and
// /viewContainer?id= (the FCP's own: edit or remove). What is typed and picked is kept as a draft
// across a reload (decision 038); leaving a changed form by a link or the browser's Back asks first.
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, Callout, Checkbox, Classes, FormGroup, InputGroup, Spinner, TextArea } from "@blueprintjs/core";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { Link, useLocation } from "wouter";
import {
  CONTAINER_DESCRIPTION_MAX,
  CONTAINER_FIELD_LABELS,
  CONTAINER_MEMBERS_MAX,
  CONTAINER_MESSAGES,
  CONTAINER_NAME_MAX,
  matchesMember,
  type ContainerFieldKey,
  type ContainerValues,
} from "../../codecs/container.ts";
import { type FieldErrors, limitNote } from "../../codecs/form.ts";
import type { Hpa } from "../../codecs/hpa.ts";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { DraftNote, LeaveAlert } from "../../views/drafts.tsx";
import { useLeaveGuard } from "../../views/leaveGuard.ts";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "./ContainerView.css";
import { DiscardAlert, FormPageHeader, FormProblems } from "../../views/FormErrors.tsx";
import { Field } from "../../views/Field.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { ConflictPanel, type ConflictPanelProps } from "../../views/ConflictPanel.tsx";

const inputId = (k: ContainerFieldKey) => `container-${k}`;
const errorId = (k: ContainerFieldKey) => `container-${k}-error`;
const ORDER: readonly ContainerFieldKey[] = ["name", "description", "members"];
export const CONTAINERS_PATH = "/viewContainer";

export interface ContainerEditorViewProps {
  title: string;
  /** The container edited (null: a new one). */
  id: number | null;
  /** The container's id once saved (a new one's, when the server gave it). */
  savedId: number | null;
  values: ContainerValues;
  fieldErrors: FieldErrors<ContainerFieldKey>;
  formError: string | null;
  /** After a save: saved, or kept on the device until the connection is back. */
  notice: { message: string; intent: "success" | "warning" } | null;
  /** The name as loaded (the removal's question names it). */
  initialName: string;
  saving: boolean;
  /** The form is being edited (Save sends it). */
  editable: boolean;
  /** The fields take input (editing, asking whether to discard or to remove). */
  editing: boolean;
  saved: boolean;
  /** Left or removed: go to the containers. */
  done: boolean;
  /** "Discard your changes to this container?" is asked. */
  leaving: boolean;
  /** "Remove ...?" is asked. */
  confirmingRemove: boolean;
  /** A changed form: leaving by a link or the browser's Back asks first (decision 038). */
  changed: boolean;
  /** "Draft restored" with Discard (decision 038). */
  draftRestored: boolean;
  /** The FCP's HPAs to pick from (cached) and their load. */
  hpas: { rows: readonly Hpa[]; loading: boolean; error: string | null; failed: boolean; onRetry: () => void };
  onChange: (field: "name" | "description", value: string) => void;
  onToggle: (id: number) => void;
  onSave: () => void;
  onBack: () => void;
  onStay: () => void;
  onDiscard: () => void;
  onAgain: () => void;
  onDiscardDraft: () => void;
  onRemove: () => void;
  onKeep: () => void;
  onRemoveConfirmed: () => void;
  /** A refused update's conflict to answer (decision 079), or none. */
  conflict?: ConflictPanelProps | null;
}

export function ContainerEditorView(p: ContainerEditorViewProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const { title, id, hpas, saving, editing, done } = p;
  const [query, setQuery] = useState("");
  // a link, a menu or the browser's Back away from a changed form asks first (decision 038)
  const guard = useLeaveGuard(p.changed);
  useEffect(() => {
    if (done) navigate(CONTAINERS_PATH);
  }, [done, navigate]);
  const errors = editing ? ORDER.filter((k) => p.fieldErrors[k]) : [];
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || saving || !editing) return;
    awaiting.current = false;
    const first = errors[0];
    if (first) document.getElementById(inputId(first))?.focus();
  });
  const shown = useMemo(() => hpas.rows.filter((h) => matchesMember(h, query)), [hpas.rows, query]);
  const chosen = new Set(p.values.members);
  const readOnly = !editing || saving;
  const membersError = errors.includes("members") ? p.fieldErrors.members : undefined;
  /** A field's message in the reader's language (the members' limit as a message with its number). */
  const said = (m: string) =>
    m === CONTAINER_MESSAGES.membersTooMany ? t("A container holds at most {max} members", { max: CONTAINER_MEMBERS_MAX }) : t(m);
  const textField = (k: "name" | "description") => {
    const error = errors.includes(k) ? p.fieldErrors[k] : undefined;
    const max = k === "name" ? CONTAINER_NAME_MAX : CONTAINER_DESCRIPTION_MAX;
    const note =
      readOnly || limitNote(CONTAINER_FIELD_LABELS[k], p.values[k], max) === undefined
        ? undefined
        : t("{label} can be at most {max} characters", { label: t(CONTAINER_FIELD_LABELS[k]), max });
    const hint = k === "description" ? msg("What the group is for: a school's teachers, a campaign") : undefined;
    return (
      <Field id={inputId(k)} label={CONTAINER_FIELD_LABELS[k]} required={k === "name"} error={error} note={note} hint={hint}>
        {(input) => {
          const common = { ...input, value: p.values[k], readOnly, dir: "auto" as const, intent: error ? ("danger" as const) : ("none" as const) };
          return k === "name" ? (
            <InputGroup {...common} maxLength={CONTAINER_NAME_MAX} autoComplete="off" onValueChange={(v) => p.onChange(k, v)} />
          ) : (
            <TextArea {...common} fill rows={3} maxLength={CONTAINER_DESCRIPTION_MAX} onChange={(e) => p.onChange(k, e.currentTarget.value)} />
          );
        }}
      </Field>
    );
  };
  return (
    <div className="page container">
      <FormPageHeader
        back={{ href: CONTAINERS_PATH, label: msg("Back to containers") }}
        onLeave={p.onBack}
        title={title}
        form="container-form"
        canSave={!p.saved}
        saving={saving}
      />
      <FormProblems
        formError={p.formError}
        problems={errors.map((k) => ({ id: inputId(k), label: CONTAINER_FIELD_LABELS[k], message: said(p.fieldErrors[k]!) }))}
      />
      {p.conflict && <ConflictPanel {...p.conflict} />}
      <DraftNote shown={p.draftRestored} onDiscard={p.onDiscardDraft} />
      <LeaveAlert guard={guard} />
      {p.saved && p.notice && (
        <Callout intent={p.notice.intent} role="status" className="page-callout container-links">
          <p>{t(p.notice.message)}</p>
          {id === null && <Button text={t("Create another")} onClick={p.onAgain} />}{" "}
          {p.savedId !== null && p.notice.intent === "success" && <Link href={`${CONTAINERS_PATH}?id=${p.savedId}`}>{t("Open container")}</Link>}{" "}
          <Link href={CONTAINERS_PATH}>{t("Go to containers")}</Link>
        </Callout>
      )}
      <form
        id="container-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (p.editable) {
            awaiting.current = true;
            p.onSave();
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
              {t("Members")} <span className={Classes.TEXT_MUTED}>{t("(required)")}</span>
            </legend>
            <FormGroup label={t("Search HPAs")} labelFor="container-search">
              <InputGroup
                id="container-search"
                type="search"
                leftIcon="search"
                value={query}
                onValueChange={setQuery}
                placeholder={t("Name, mobile or type")}
                maxLength={FILTER_TEXT_MAX}
                autoComplete="off"
              />
            </FormGroup>
            <p className="container-count" aria-live="polite">
              {t("{count, plural, one {# HPA chosen} other {# HPAs chosen}}", { count: p.values.members.length })}
            </p>
            {membersError && (
              <div className={Classes.FORM_HELPER_TEXT} id={errorId("members")}>
                {said(membersError)}
              </div>
            )}
            {hpas.loading && <Spinner size={20} aria-label={t("Loading your HPAs")} />}
            {hpas.error && (
              <p>
                {t(hpas.error)} <Button text={t("Try again")} variant="minimal" onClick={hpas.onRetry} />
              </p>
            )}
            {!hpas.loading && hpas.rows.length === 0 && !hpas.failed && (
              <p>
                {t("No HPAs yet.")} <Link href="/addNewHPA">{t("Add New HPA")}</Link>
              </p>
            )}
            {hpas.rows.length > 0 && shown.length === 0 && <p>{t("No HPA matches")}</p>}
            {shown.length > 0 && (
              // read-only, no box in it takes the focus: the list itself does, so a keyboard can scroll it
              <ul className="container-checklist" aria-label={t("Your HPAs")} tabIndex={readOnly ? 0 : undefined}>
                {shown.map((h) => (
                  <li key={h.id}>
                    <Checkbox
                      checked={chosen.has(h.id)}
                      disabled={readOnly}
                      onChange={() => p.onToggle(h.id)}
                      label={`${h.name} · ${h.type ? t(h.type) : "HPA"} · ${h.mobile__c}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        </div>
      </form>
      {id !== null && !p.saved && (
        <div className="container-actions">
          <Button text={t("Remove container")} intent="danger" variant="outlined" icon="trash" disabled={readOnly} onClick={p.onRemove} />
        </div>
      )}
      <DiscardAlert
        open={p.leaving}
        question={msg("Discard your changes to this container?")}
        send={(e) => (e.type === "leave.confirmed" ? p.onDiscard() : p.onStay())}
      />
      <ConfirmDialog
        open={p.confirmingRemove}
        no={t("Keep it")}
        yes={t("Remove")}
        intent="danger"
        icon="trash"
        onNo={p.onKeep}
        onYes={p.onRemoveConfirmed}
      >
        <p>{t('Remove "{name}"? Its HPAs stay in your list.', { name: p.initialName })}</p>
      </ConfirmDialog>
    </div>
  );
}
