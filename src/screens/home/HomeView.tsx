// A role home (/newHomeFCP, /homeCMDI, /homeAMMD), presentational (its screen: ./screen.tsx): the
// page title, the person's Today first (decision 076), the role's shortcuts and the news carousel
// (the hosted parts its screen gives).
import type { ComponentType } from "react";
import { Classes, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Role } from "../../codecs/role.ts";
import type { TodayPartProps } from "../today/TodayView.tsx";
import { cx } from "../../views/styles.ts";
import { msg } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";
import "../../views/page.css";
import "./HomePage.css";

/** The content pages a CMDI and an AMMD view (spec section 6: "views content lists"). */
const CONTENT = [
  { path: "/fevicryl-Content", label: msg("Fevicryl Content") },
  { path: "/content", label: msg("Training content") },
];

/** Screens a role reaches from its home, which its menu's Workshops entry (spec section 2) opens, and those its menu does not list. */
const SHORTCUTS: Partial<Record<Role, ReadonlyArray<{ path: string; label: string }>>> = {
  FCP: [
    { path: "/payment-Summary", label: msg("Payment Summary") },
    { path: "/listPayments", label: msg("Payment Details") },
    { path: "/ettc-Upload", label: msg("Upload your Submissions") },
    { path: "/listLead", label: msg("My Leads") },
  ],
  CMDI: [
    { path: "/listWorkshopCMDI", label: msg("Workshops") },
    { path: "/listOutlet", label: msg("Outlets") },
    { path: "/listTraining", label: msg("Trainings") },
    { path: "/listMyFCP", label: msg("My FCPs") },
    { path: "/birthday-Info", label: msg("Birthdays") },
    { path: "/listAssignLead", label: msg("Assign Leads") },
    { path: "/viewFCPLeads", label: msg("View FCP Leads") },
    ...CONTENT,
  ],
  AMMD: [
    { path: "/listWorkshopsAMMD", label: msg("Workshops for approval") },
    { path: "/listTTCApprovalAMMD", label: msg("Trainings for approval") },
    { path: "/listPaymentsAMMD", label: msg("Payments") },
    { path: "/reportsAMMD", label: msg("Reports") },
    { path: "/auditLog", label: msg("Audit Log") },
    { path: "/listMyFCP", label: msg("My FCPs") },
    { path: "/birthday-Info", label: msg("Birthdays") },
    { path: "/viewFCPLeads", label: msg("View FCP Leads") },
    ...CONTENT,
  ],
};

export interface HomeViewProps {
  title: string;
  /** The signed-in person's role (their shortcuts). */
  role: Role | null;
  /** The news carousel, with its own flows. */
  Carousel: ComponentType;
  /** The person's Today (decision 076), with its own flows: the first thing the home shows. */
  Today?: ComponentType<TodayPartProps> | null;
}

export function HomeView({ title, role, Carousel, Today }: HomeViewProps) {
  const t = useT();
  const shortcuts = (role && SHORTCUTS[role]) || [];
  return (
    <div className="page home-page">
      <H1 className="page-title">{t(title)}</H1>
      {Today && <Today variant="home" />}
      {shortcuts.length > 0 && (
        <nav aria-label={t("Shortcuts")} className="home-page-shortcuts">
          {shortcuts.map((s) => (
            <Link key={s.path} href={s.path} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>
              {t(s.label)}
            </Link>
          ))}
        </nav>
      )}
      <Carousel />
    </div>
  );
}
