// A manager's leads of their FCPs (/viewFCPLeads; decision 042): the cached leads' loader with its
// device window (decision 092; ./windowedList.ts): an FCP chosen whose leads the phone may not
// all hold asks the server (`page`, op leads.list.page by `fcp_id`); "All my FCPs" pages the rest.
import type { Lead } from "../codecs/lead.ts";
import { windowedListMachine } from "./windowedList.ts";

export const fcpLeadsMachine = windowedListMachine<"fcpLeads", Lead>("fcpLeads");
