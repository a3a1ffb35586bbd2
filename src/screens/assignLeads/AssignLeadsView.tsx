// The CMDI's leads to assign, presentational (decision 042; its screen: ./screen.tsx): the leads not
// yet assigned (from the cached list: shown at once, offline too), each assigned to one of the
// CMDI's FCPs with a choice and a button, and a new lead's form (a hosted part the screen gives:
// ./newLead.tsx); the list's load, and "Every lead is assigned" once none is left. When the device
// holds a window of the FCPs (decision 092), "Find an FCP on the server" adds the server's to the choices.
import { useState, type ComponentType } from "react";
import { Button, Card, Classes, FormGroup, H2, HTMLSelect } from "@blueprintjs/core";
import { Link } from "wouter";
import type { FieldErrors } from "../../codecs/form.ts";
import type { Lead } from "../../codecs/lead.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { Notice } from "../../views/leads/leadParts.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import { ServerFinder, type ServerFinderProps } from "../../views/ServerFinder.tsx";

const FIND_FCP = msg("Find an FCP on the server");

export interface AssignLeadsViewProps {
  title: string;
  back: string;
  load: ListLoad;
  /** The list failed to load (no "Every lead is assigned" then). */
  failed: boolean;
  /** The leads with no FCP that are not converted. */
  open: readonly Lead[];
  /** The CMDI's active FCPs as every picker names them (decision 068), by name. */
  fcps: ReadonlyArray<{ value: string; label: string }>;
  /** The device holds a window of the FCPs (decision 092): a search asks the server for the rest, found first; null: all are here. */
  fcpFinder?: ServerFinderProps | null;
  saving: boolean;
  /** The lead of the assignment being saved or last saved; null: none. */
  target: number | null;
  fieldErrors: FieldErrors;
  notice: { message: string; intent: "success" | "warning" } | null;
  formError: string | null;
  onAssign: (id: number, fcp: string) => void;
  /** The new lead's form (its own flow). */
  NewLead: ComponentType;
}

export function AssignLeadsView(p: AssignLeadsViewProps) {
  const t = useT();
  const { open, target, saving, NewLead } = p;
  const [choice, setChoice] = useState<Record<number, string>>({});
  const empty =
    p.load.loading || p.failed || open.length > 0
      ? null
      : { icon: "tick" as const, title: msg("Every lead is assigned"), description: msg("New leads you add show here until you assign them.") };
  return (
    <ListFrame
      title={p.title}
      back={p.back}
      className="leads"
      what={msg("leads")}
      state={p.load}
      empty={empty}
      actions={
        <Link href="/viewFCPLeads" className={Classes.BUTTON}>
          {t("View FCP Leads")}
        </Link>
      }
    >
      {target === null && <Notice notice={p.notice} error={p.formError} />}
      {open.length > 0 && (
        <>
          <H2 className="leads-section">{t("Not assigned yet")}</H2>
          {p.fcpFinder && <ServerFinder f={p.fcpFinder} label={FIND_FCP} id="lead-assign-find" className="leads-find" disabled={saving} />}
          <ul aria-label={t("Leads not assigned yet")} className="leads-rows">
            {open.map((l) => {
              const id = `lead-assign-${l.id}`;
              const mine = target === l.id;
              const error = mine ? (p.fieldErrors.fcp ?? p.formError ?? undefined) : undefined;
              return (
                <li key={l.id}>
                  <Card compact className="leads-row">
                    <span className="leads-name">{l.name}</span>
                    <div className="leads-facts">
                      <span>
                        <span className={Classes.TEXT_MUTED}>{t("Mobile")}</span> {l.mobile__c}
                      </span>
                      <span>
                        <span className={Classes.TEXT_MUTED}>{t("City")}</span> {l.city__c ?? "-"}
                      </span>
                      <span>{l.source && t(l.source)}</span>
                    </div>
                    {mine && p.notice && (
                      <span role="status" className="leads-status">
                        {t(p.notice.message)}
                      </span>
                    )}
                    <form
                      className="leads-assign"
                      noValidate
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (!saving && typeof l.id === "number") p.onAssign(l.id, choice[l.id] ?? "");
                      }}
                    >
                      <FormGroup
                        label={t("Assign {name} to", { name: l.name })}
                        labelFor={id}
                        intent={error ? "danger" : "none"}
                        helperText={error ? <span id={`${id}-error`}>{t(error)}</span> : undefined}
                      >
                        <HTMLSelect
                          id={id}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          value={choice[l.id] ?? ""}
                          fill
                          onChange={(e) => setChoice({ ...choice, [l.id]: e.currentTarget.value })}
                          options={[{ value: "", label: t("Choose an FCP") }, ...p.fcps]}
                        />
                      </FormGroup>
                      <Button
                        type="submit"
                        text={t("Assign")}
                        intent="primary"
                        loading={saving && mine}
                        disabled={saving || typeof l.id !== "number"}
                      />
                    </form>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!p.load.loading && <NewLead />}
    </ListFrame>
  );
}
