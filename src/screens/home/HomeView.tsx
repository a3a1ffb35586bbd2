// A role home (/newHomeFCP, /homeCMDI, /homeAMMD), presentational (its screen: ./screen.tsx): the
// page title, the role's shortcuts and the news carousel (the hosted part its screen gives).
import type { ComponentType } from "react";
import { Classes, H1 } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Role } from "../../codecs/role.ts";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "./HomePage.css";

/** The content pages a CMDI and an AMMD view (spec section 6: "views content lists"). */
const CONTENT = [
  { path: "/fevicryl-Content", label: "Fevicryl Content" },
  { path: "/content", label: "Training content" },
];

/** Screens a role reaches from its home, which its menu's Workshops entry (spec section 2) opens, and those its menu does not list. */
const SHORTCUTS: Partial<Record<Role, ReadonlyArray<{ path: string; label: string }>>> = {
  FCP: [
    { path: "/payment-Summary", label: "Payment Summary" },
    { path: "/listPayments", label: "Payment Details" },
    { path: "/ettc-Upload", label: "Upload your Submissions" },
    { path: "/listLead", label: "My Leads" },
  ],
  CMDI: [
    { path: "/listWorkshopCMDI", label: "Workshops" },
    { path: "/listOutlet", label: "Outlets" },
    { path: "/listTraining", label: "Trainings" },
    { path: "/listMyFCP", label: "My FCPs" },
    { path: "/birthday-Info", label: "Birthdays" },
    { path: "/listAssignLead", label: "Assign Leads" },
    { path: "/viewFCPLeads", label: "View FCP Leads" },
    ...CONTENT,
  ],
  AMMD: [
    { path: "/listWorkshopsAMMD", label: "Workshops for approval" },
    { path: "/listTTCApprovalAMMD", label: "Trainings for approval" },
    { path: "/listPaymentsAMMD", label: "Payments" },
    { path: "/reportsAMMD", label: "Reports" },
    { path: "/listMyFCP", label: "My FCPs" },
    { path: "/birthday-Info", label: "Birthdays" },
    { path: "/viewFCPLeads", label: "View FCP Leads" },
    ...CONTENT,
  ],
};

export interface HomeViewProps {
  title: string;
  /** The signed-in person's role (their shortcuts). */
  role: Role | null;
  /** The news carousel, with its own flows. */
  Carousel: ComponentType;
}

export function HomeView({ title, role, Carousel }: HomeViewProps) {
  const shortcuts = (role && SHORTCUTS[role]) || [];
  return (
    <div className="page home-page">
      <H1 className="page-title">{title}</H1>
      {shortcuts.length > 0 && (
        <nav aria-label="Shortcuts" className="home-page-shortcuts">
          {shortcuts.map((s) => (
            <Link key={s.path} href={s.path} className={cx(Classes.BUTTON, Classes.INTENT_PRIMARY)}>
              {s.label}
            </Link>
          ))}
        </nav>
      )}
      <Carousel />
    </div>
  );
}
