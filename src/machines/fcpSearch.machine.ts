// The FCPs a CMDI may assign a lead to that the device does not hold (decision 092: the device holds
// the latest changed 600 of each status): Assign Leads' "Find an FCP on the server" asks for them by
// the person's search (op fcps.list.page, status all, ./windowPage.ts); the `page` actor is bound
// by src/features/leads.ts.
import type { FcpRow } from "../codecs/people.ts";
import { windowPageMachine } from "./windowPage.ts";

export const fcpSearchMachine = windowPageMachine<FcpRow, "fcpSearch">("fcpSearch");
