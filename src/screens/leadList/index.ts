// /listLead (decision 042): the leads assigned to the FCP, with a search box and a status filter.
import { FCP, screen } from "../../views/routes.ts";

export const leadListScreen = screen("/listLead", { access: FCP, title: "My Leads", view: () => import("./screen.tsx") });
