// Contact Us, presentational (decision 036; its screen: ./screen.tsx): one card per person the caller may call (their CMDI
// and AMMD, as the server chose them from the session) and the programme's helpline, each with
// the name, the phone as a `tel:` link and the email as a `mailto:` link. A manager not assigned
// says so; a helpline without a number or address says whom to ask instead.
import { Card, Classes, H2 } from "@blueprintjs/core";
import { helplineName, mailtoHref, telHref, type ContactRow } from "../../codecs/contacts.ts";
import { orDash } from "../../codecs/display.ts";
import type { Role } from "../../codecs/role.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import "../../views/page.css";
import "./ContactView.css";

export interface ContactViewProps {
  /** The managers the caller has (MANAGERS_OF their role): each shows its card, or that none is assigned. */
  managers: readonly ("CMDI" | "AMMD")[];
  /** The contacts the server sent (empty before the first load). */
  rows: readonly ContactRow[];
  role: Role | null;
}

const TITLES: Record<ContactRow["role"], string> = { CMDI: msg("Your CMDI"), AMMD: msg("Your AMMD"), helpline: msg("Helpline") };

function Reach({ row }: { row: ContactRow }) {
  const t = useT();
  const tel = telHref(row.phone),
    mail = mailtoHref(row.email);
  return (
    <dl className="contact-fields">
      <div className="contact-field">
        <dt className={Classes.TEXT_MUTED}>{t("Phone")}</dt>
        <dd>{tel ? <a href={tel}>{row.phone}</a> : t("No phone number")}</dd>
      </div>
      <div className="contact-field">
        <dt className={Classes.TEXT_MUTED}>{t("Email")}</dt>
        <dd>{mail ? <a href={mail}>{row.email}</a> : t("No email address")}</dd>
      </div>
    </dl>
  );
}

/** What the helpline's card says when it has no phone or email: whom to ask instead, by the caller's role. */
function noHelpline(role: Role | null, t: ReturnType<typeof useT>): string {
  return role === "FCP"
    ? t("The helpline's phone number and email are not set up yet. Please contact your CMDI or AMMD.")
    : role === "CMDI"
      ? t("The helpline's phone number and email are not set up yet. Please contact your AMMD.")
      : t("The helpline's phone number and email are not set up yet.");
}

export function ContactView({ managers, rows, role }: ContactViewProps) {
  const t = useT();
  const helpline = rows.find((r) => r.role === "helpline");
  return (
    <div className="contact-cards">
      {managers.map((m) => {
        const row = rows.find((r) => r.role === m);
        const id = `contact-${m}`;
        return (
          <Card compact key={m} className="contact-card" role="region" aria-labelledby={id}>
            <H2 id={id} className="page-section-title">
              {t(TITLES[m])}
            </H2>
            {row ? (
              <>
                <p className="contact-name">{orDash(row.name)}</p>
                <Reach row={row} />
              </>
            ) : (
              <p className={Classes.TEXT_MUTED}>{t("No {role} is assigned to you yet.", { role: m })}</p>
            )}
          </Card>
        );
      })}
      {helpline && (
        <Card compact className="contact-card" role="region" aria-labelledby="contact-helpline">
          <H2 id="contact-helpline" className="page-section-title">
            {t(TITLES.helpline)}
          </H2>
          <p className="contact-name">{orDash(helplineName(helpline.name, t))}</p>
          {helpline.phone || helpline.email ? <Reach row={helpline} /> : <p className={Classes.TEXT_MUTED}>{noHelpline(role, t)}</p>}
          {managers.length === 0 && <p>{t("For help with the programme, contact the helpline.")}</p>}
        </Card>
      )}
    </div>
  );
}

export interface ContactPageProps extends ContactViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  /** The contacts' load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
}

/** The page: the list's frame (its load) around the cards, once there are contacts. */
export function ContactPageView({ title, back, load, ...cards }: ContactPageProps) {
  return (
    <ListFrame title={title} back={back} className="contact" what={msg("your contacts")} state={load} empty={null}>
      {cards.rows.length > 0 && <ContactView {...cards} />}
    </ListFrame>
  );
}
