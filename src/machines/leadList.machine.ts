// The leads (/listLead, /lead, /listAssignLead, /viewFCPLeads; decision 042): the cached list's
// loader (./cachedList.ts); search and status filter live in the page.
import { cachedListMachine } from "./cachedList.ts";

export const leadListMachine = cachedListMachine("leadList");
