// The route table (spec section 2): every path the app knows and who may open it. The screen that
// draws a path is registered by its feature (src/features); a path without one shows a
// placeholder naming the page. Anything else redirects to /404. Paths match exactly. The role
// map is docs/decisions/003.
import type { ComponentType } from "react";
import type { SessionUser } from "../codecs/session.ts";

/** Who may open a page: the three roles, plus the super admin (a flag on a user of any role). */
export type Audience = "FCP" | "CMDI" | "AMMD" | "SUPER";
export type Access = "public" | "signedIn" | readonly Audience[];

export interface ScreenProps {
  title: string;
  /** Decoded query parameters (src/codecs/navParams.ts); {} for a page without any. */
  params: Record<string, unknown>;
}
export type ScreenModule = { default: ComponentType<ScreenProps> };

export interface RouteEntry {
  path: string;
  title: string;
  access: Access;
}

const FCP: readonly Audience[] = ["FCP"];
const CMDI: readonly Audience[] = ["CMDI"];
const AMMD: readonly Audience[] = ["AMMD"];
const SUPER: readonly Audience[] = ["SUPER"];
const MANAGERS: readonly Audience[] = ["CMDI", "AMMD"];

/** [path, access, title?]; the title defaults to the path in words ("/listMyFCP" -> "List My FCP"). */
type Row = readonly [string, Access, string?];
const ROWS: readonly Row[] = [
  // public
  ["/signin", "public", "Sign in"], ["/404", "public", "Page not found"], ["/500", "public", "Something went wrong"],
  ["/ForgetPassword", "public", "Forget Password"], ["/forgot", "public", "Forget Password"], ["/Lockscreen", "public"],
  // homes and menus
  ["/newHomeFCP", FCP, "Home"], ["/homeCMDI", CMDI, "Workshops"], ["/homeAMMD", AMMD, "Workshops"], ["/super", SUPER, "Super Admin"],
  ["/listFCPAssignedHPA", FCP, "Assigned HPAs"], ["/homeFCP", FCP, "Workshops"], ["/profile", FCP, "My Profile"],
  ["/listFCPEventsPlanned", FCP, "Events Planned"], ["/fevicryl-Content", "signedIn", "Fevicryl Content Categorization"],
  ["/Info", "signedIn", "Info"], ["/content", "signedIn", "View training content"], ["/contact-us", "signedIn", "Contact Us"],
  // FCP: workshop planning, HPAs, payments, submissions
  ["/planningWorkshop", FCP, "Plan a Workshop"], ["/addParticipants", FCP], ["/addPhotos", FCP], ["/previewWorkshop", FCP, "Preview Workshop"],
  ["/addFCPHPA", FCP, "Add FCP HPA"], ["/addNewHPA", FCP, "Add New HPA"], ["/listHPA", FCP, "List HPA"], ["/assignedHPA", FCP, "Assigned HPA"],
  ["/listPayments", FCP, "Payment Details"], ["/payment-Summary", FCP, "Payment Summary"], ["/ettc-Upload", FCP, "ETTC Upload"],
  // CMDI: outlets, trainings, own workshops, own FCPs
  ["/listOutlet", CMDI, "Outlets"], ["/listTraining", CMDI, "Trainings"], ["/training", CMDI, "Training"], ["/addTrainingPhotos", CMDI, "Training Photos"],
  ["/listWorkshopCMDI", CMDI, "Workshops"],
  // AMMD
  ["/listWorkshopsAMMD", AMMD, "Workshops for approval"], ["/listTTCApprovalAMMD", AMMD, "List TTC Approval AMMD"],
  ["/reportsAMMD", AMMD, "Reports"], ["/listPaymentsAMMD", AMMD, "Payments"],
  // CMDI and AMMD: the FCPs they oversee, birthdays
  ["/listMyFCP", MANAGERS, "My FCPs"], ["/myFCP", MANAGERS, "FCP Details"], ["/viewFCP", MANAGERS, "FCP Details"], ["/viewFCPLeads", MANAGERS, "View FCP Leads"],
  ["/birthday-Info", MANAGERS, "Birthday Information"],
  // super admin
  ["/Userlist", SUPER, "User List"], ["/Workshoplist", SUPER, "Workshop List"], ["/WorkshopDetails", SUPER, "Workshop Details"],
  // every signed-in role: shared workshop views, outlet form (read-only but for CMDI), leads, content, uploads
  ["/workshop", "signedIn", "Workshop Details"], ["/viewWorkshopDetails", "signedIn"], ["/addEditOutlet", "signedIn", "Add/Edit Outlet"],
  ["/listAssignLead", "signedIn"], ["/listLead", "signedIn"], ["/lead", "signedIn"], ["/createContainer", "signedIn"],
  ["/viewContainer", "signedIn"], ["/viewUploads", FCP, "View Uploads"], ["/pdfViewer", FCP, "PDF Viewer"],
  ["/fevicryl-Details", "signedIn", "Fevicryl Details"], ["/slider", "signedIn"], ["/training-modules", "signedIn"],
  ["/fevi-art-magazines", "signedIn"], ["/product-wise-applications", "signedIn", "Product-wise Applications"], ["/acrylic-colours", "signedIn"],
  ["/glass-colours", "signedIn"], ["/modge-podge", "signedIn"], ["/mouldit", "signedIn"], ["/pearl-metallic", "signedIn"],
  ["/three-d-outliner", "signedIn", "3D Outliner"], ["/content-for-school", "signedIn", "Content for School"], ["/aim-bed-curriculum", "signedIn", "AIM B.Ed Curriculum"],
  ["/product-training", "signedIn"], ["/brand-videos", "signedIn"], ["/FeviSmart", "signedIn", "FeviSmart"],
  ["/application-videos", "signedIn"], ["/content-for-college", "signedIn", "Content for College"],
  // the person's own devices (issue 14; not in the spec's table: reached from the user menu)
  ["/devices", "signedIn", "My devices"],
  // QA: this device's event log, export and replay (reachable from the user menu)
  ["/qa/log", "signedIn", "Event log (QA)"],
];

/** A readable page name from a path ("/listMyFCP" -> "List My FCP"). */
export function titleOf(path: string): string {
  const words = path
    .replace(/^\//, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[-\s]+/)
    .filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}

export const ROUTES: readonly RouteEntry[] = ROWS.map(([path, access, title]) => ({ path, access, title: title ?? titleOf(path) }));

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
export const routeOf = (path: string): RouteEntry | undefined => byPath.get(path);
export const PUBLIC_PATHS = ROUTES.filter((r) => r.access === "public").map((r) => r.path);

/** The audiences a signed-in user belongs to. */
export const audiencesOf = (u: Pick<SessionUser, "role" | "superAdmin">): Audience[] => (u.superAdmin ? [u.role, "SUPER"] : [u.role]);

export function canOpen(entry: RouteEntry, user: Pick<SessionUser, "role" | "superAdmin">): boolean {
  if (entry.access === "public" || entry.access === "signedIn") return true;
  const mine = audiencesOf(user);
  return entry.access.some((a) => mine.includes(a));
}
