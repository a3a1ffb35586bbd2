// /addFCPHPA, presentational (decisions 041, 043; its screen: ./screen.tsx): add an HPA nobody works with yet by its mobile number, to the
// outlet form's standard: the message under the field, a summary at the top linking to it (focus
// moves there), the typed number kept; a number with no free HPA, or one already in the FCP's list,
// is said at the field. Once added: a notice, "Add another" and the list.
import { useEffect, useRef } from "react";
import { Button, Callout, InputGroup } from "@blueprintjs/core";
import { Link, useLocation } from "wouter";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import "../../views/page.css";
import "../hpaList/HpaListView.css";
import { DiscardAlert, FormPageHeader, FormProblems } from "../../views/FormErrors.tsx";
import { Field } from "../../views/Field.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

const INPUT = "hpa-link-mobile";
const LABEL = msg("Mobile No");

export interface HpaLinkViewProps {
  title: string;
  /** The typed mobile number. */
  mobile: string;
  /** The message at the mobile field, if any. */
  fieldError: string | undefined;
  formError: string | null;
  /** After a save: added, or kept on the device until the connection is back. */
  notice: { message: string; intent: "success" | "warning" } | null;
  saving: boolean;
  /** The field takes input (editing, or asking whether to discard). */
  editing: boolean;
  saved: boolean;
  /** The form is left (Back, or Discard): go to the list. */
  left: boolean;
  /** "Discard this number?" is asked. */
  leaving: boolean;
  onChange: (mobile: string) => void;
  onSave: () => void;
  onBack: () => void;
  onStay: () => void;
  onDiscard: () => void;
  onAgain: () => void;
}

export function HpaLinkView(p: HpaLinkViewProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const { title, saving, editing, left } = p;
  useEffect(() => {
    if (left) navigate("/listHPA");
  }, [left, navigate]);
  const error = editing ? p.fieldError : undefined;
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || saving || !editing) return;
    awaiting.current = false;
    if (error) document.getElementById(INPUT)?.focus();
  });
  return (
    <div className="page hpa-list hpa-list-form">
      <FormPageHeader
        back={{ href: "/listHPA", label: msg("Back to HPAs") }}
        onLeave={p.onBack}
        title={title}
        form="hpa-link-form"
        canSave={!p.saved}
        saving={saving}
      />
      <FormProblems formError={p.formError} problems={error ? [{ id: INPUT, label: LABEL, message: error }] : []} />
      {p.saved && p.notice && (
        <Callout intent={p.notice.intent} role="status" className="page-callout">
          <p>{t(p.notice.message)}</p>
          <Button text={t("Add another")} onClick={p.onAgain} /> <Link href="/listHPA">{t("Go to HPA list")}</Link>
        </Callout>
      )}
      <p>{t("Add an HPA who is not in any FCP's list yet: enter their mobile number. To add someone new, use Add New HPA.")}</p>
      <form
        id="hpa-link-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) {
            awaiting.current = true;
            p.onSave();
          }
        }}
      >
        <Field id={INPUT} label={LABEL} required error={error} hint={msg("Ten digits, no +91")}>
          {(input) => (
            <InputGroup
              {...input}
              value={p.mobile}
              readOnly={!editing || saving}
              maxLength={MOBILE_TEXT_MAX}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              intent={error ? "danger" : "none"}
              onValueChange={p.onChange}
            />
          )}
        </Field>
      </form>
      <p>
        <Link href="/addNewHPA">{t("Add New HPA")}</Link>
      </p>
      <DiscardAlert
        open={p.leaving}
        question={msg("Discard this number?")}
        send={(e) => (e.type === "leave.confirmed" ? p.onDiscard() : p.onStay())}
      />
    </div>
  );
}
