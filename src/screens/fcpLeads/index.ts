// /viewFCPLeads (decision 042): for a CMDI or an AMMD, one FCP's leads or those of all their FCPs,
// grouped by status, each with how it moved.
import { MANAGERS, screen } from "../../views/routes.ts";

export const fcpLeadsScreen = screen("/viewFCPLeads", { access: MANAGERS, title: "View FCP Leads", view: () => import("./screen.tsx") });
