// Every path the app knows (spec section 2: the full route table, the role homes and the
// menu paths). Anything else redirects to /404. Paths match exactly.

/** Reachable without signing in. */
export const PUBLIC_PATHS = ["/signin", "/404", "/500", "/ForgetPassword", "/forgot", "/Lockscreen"] as const;

/** Role homes (FCP, CMDI, AMMD, super admin): greet and offer Sign out until the shell issue. */
export const HOME_PATHS = ["/newHomeFCP", "/homeCMDI", "/homeAMMD", "/super"] as const;

const ROUTE_TABLE = [
  "/listAssignLead", "/addParticipants", "/addPhotos", "/planningWorkshop", "/previewWorkshop", "/workshop", "/listLead",
  "/lead", "/viewFCPLeads", "/listMyFCP", "/myFCP", "/assignedHPA", "/viewFCP", "/createContainer", "/viewContainer",
  "/listWorkshopCMDI", "/reportsAMMD", "/listPayments", "/listPaymentsAMMD", "/listWorkshopsAMMD", "/listTTCApprovalAMMD",
  "/listTraining", "/training", "/addFCPHPA", "/addNewHPA", "/listHPA", "/content", "/birthday-Info", "/fevicryl-Content",
  "/fevicryl-Details", "/payment-Summary", "/ettc-Upload", "/Userlist", "/Workshoplist", "/viewUploads", "/WorkshopDetails",
  "/slider", "/training-modules", "/fevi-art-magazines", "/product-wise-applications", "/acrylic-colours", "/glass-colours",
  "/modge-podge", "/mouldit", "/pearl-metallic", "/three-d-outliner", "/content-for-school", "/aim-bed-curriculum",
  "/product-training", "/brand-videos", "/FeviSmart", "/application-videos", "/content-for-college", "/addTrainingPhotos",
  "/pdfViewer", "/listOutlet", "/addEditOutlet", "/viewWorkshopDetails",
] as const;

/** Menu entries that are not in the route table, with their menu labels. */
const MENU_TITLES: Record<string, string> = {
  "/newHomeFCP": "Home", "/listFCPAssignedHPA": "Assigned HPAs", "/homeFCP": "Workshops",
  "/fevicryl-Content": "Fevicryl Content Categorization", "/profile": "My Profile", "/Info": "Info",
  "/listFCPEventsPlanned": "Events Planned", "/content": "View training content", "/contact-us": "Contact Us",
  "/homeCMDI": "Workshops", "/homeAMMD": "Workshops", "/super": "Super Admin",
};

/** Behind the sign-in gate: "/" (redirects by role), the homes, the route table and the menus. */
export const PROTECTED_PATHS: readonly string[] = [...new Set(["/", ...HOME_PATHS, ...ROUTE_TABLE, ...Object.keys(MENU_TITLES)])];

const protectedSet = new Set<string>(PROTECTED_PATHS);
export const isProtectedPath = (path: string) => protectedSet.has(path);
export const isHomePath = (path: string) => (HOME_PATHS as readonly string[]).includes(path);

/** A readable page name: the menu label, else the path split into words ("/listMyFCP" -> "List My FCP"). */
export function titleOf(path: string): string {
  if (MENU_TITLES[path]) return MENU_TITLES[path];
  const words = path
    .replace(/^\//, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[-\s]+/)
    .filter(Boolean);
  return words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}
