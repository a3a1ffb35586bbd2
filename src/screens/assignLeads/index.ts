// /listAssignLead (decision 042): the CMDI's leads not yet assigned, their assignment, a new lead.
import { CMDI, screen } from "../../views/routes.ts";

export const assignLeadsScreen = screen("/listAssignLead", { access: CMDI, title: "Assign Leads", view: () => import("./screen.tsx") });
