// /addFCPHPA (decisions 041, 043): add an HPA nobody works with yet by its mobile number, to the
// outlet form's standard: the message under the field, a summary at the top linking to it (focus
// moves there), the typed number kept; a number with no free HPA, or one already in the FCP's list,
// is said at the field. Once added: a notice, "Add another" and the list.
import { useEffect, useRef } from "react";
import { Button, Callout, InputGroup } from "@blueprintjs/core";
import { Link, useLocation } from "wouter";
import { MOBILE_TEXT_MAX } from "../../codecs/mobile.ts";
import { hpaLinkFormMachine } from "../../machines/hpaLinkForm.machine.ts";
import { useFlow } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import "../page.css";
import "./HpaList.css";
import { DiscardAlert, FormPageHeader, FormProblems } from "../FormErrors.tsx";
import { Field } from "../Field.tsx";

const INPUT = "hpa-link-mobile";
const LABEL = "Mobile No";

export default function HpaLinkPage({ title }: ScreenProps) {
  const [, navigate] = useLocation();
  const [snap, send] = useFlow("hpaLinkForm", hpaLinkFormMachine);
  const c = snap.context;
  const saving = snap.hasTag("busy");
  const editing = snap.matches("editing") || snap.matches("leaving");
  const left = snap.matches("left");
  useEffect(() => {
    if (left) navigate("/listHPA");
  }, [left, navigate]);
  const error = editing ? c.fieldErrors.mobile__c : undefined;
  const awaiting = useRef(false);
  useEffect(() => {
    if (!awaiting.current || saving || !editing) return;
    awaiting.current = false;
    if (error) document.getElementById(INPUT)?.focus();
  });
  return (
    <div className="page hpa-list hpa-list-form">
      <FormPageHeader
        back={{ href: "/listHPA", label: "Back to HPAs" }}
        onLeave={() => send({ type: "form.leave" })}
        title={title}
        form="hpa-link-form"
        canSave={!snap.matches("saved")}
        saving={saving}
      />
      <FormProblems formError={c.formError} problems={error ? [{ id: INPUT, label: LABEL, message: error }] : []} className="hpa-list-summary" />
      {snap.matches("saved") && c.notice && (
        <Callout intent={c.notice.intent} role="status" className="page-callout">
          <p>{c.notice.message}</p>
          <Button text="Add another" onClick={() => send({ type: "form.again" })} /> <Link href="/listHPA">Go to HPA list</Link>
        </Callout>
      )}
      <p>Add an HPA who is not in any FCP's list yet: enter their mobile number. To add someone new, use Add New HPA.</p>
      <form
        id="hpa-link-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (editing) {
            awaiting.current = true;
            send({ type: "form.saved" });
          }
        }}
      >
        <Field id={INPUT} label={LABEL} required error={error} hint="Ten digits, no +91">
          {(input) => (
            <InputGroup
              {...input}
              value={c.values.mobile__c}
              readOnly={!editing || saving}
              maxLength={MOBILE_TEXT_MAX}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              intent={error ? "danger" : "none"}
              onValueChange={(v) => send({ type: "form.changed", field: "mobile__c", value: v })}
            />
          )}
        </Field>
      </form>
      <p>
        <Link href="/addNewHPA">Add New HPA</Link>
      </p>
      <DiscardAlert open={snap.matches("leaving")} question="Discard this number?" send={send} />
    </div>
  );
}
