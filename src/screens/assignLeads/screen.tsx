// /listAssignLead hosted (decision 042): the CMDI's leads not yet assigned (from the cached list:
// shown at once, offline too, fetched again on every opening), each assigned to one of the CMDI's
// FCPs (the cached list of /listMyFCP, refreshed here too); an assignment is the write flow
// 'leadAssign', a new lead's form its own ('leadAdd', ./newLead.tsx). A failed load loads again
// when the connection comes back. The device holds a window of the FCPs (decision 092): "Find an FCP
// on the server" asks fcps.list.page (every status) by the search, the found ones first.
import { fcpLabel } from "../../codecs/display.ts";
import { leadsSlot } from "../../codecs/lead.ts";
import { FCP_SLOTS, type FcpRow } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { fcpListMachine } from "../../machines/fcpList.machine.ts";
import { fcpSearchMachine } from "../../machines/fcpSearch.machine.ts";
import { totalOf } from "../../store/state.ts";
import { finderOf } from "../windowSource.ts";
import { leadListMachine } from "../../machines/leadList.machine.ts";
import { leadWriteMachine } from "../../machines/leadWrite.machine.ts";
import { kept } from "../../views/kept.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { AssignLeadsView } from "./AssignLeadsView.tsx";

/** How many FCPs one search of the server brings. */
const FCPS_PAGE = 50;
const byLabel = (a: FcpRow, b: FcpRow) => fcpLabel(a).localeCompare(fcpLabel(b));
import { NewLead } from "./newLead.tsx";

export default hosted<ScreenProps>()({
  flows: {
    list: flow({ machine: leadListMachine, key: "leadAssignList", input: (h) => ({ hasCached: rowsOf(h, leadsSlot).length > 0, fresh: false }) }),
    // the CMDI's FCPs (the cached list of /listMyFCP, refreshed here too)
    fcps: flow({ machine: fcpListMachine, key: "leadFcps", input: (h) => ({ cached: rowsOf(h, FCP_SLOTS.all).length > 0 ? ["all" as const] : [] }) }),
    assign: flow({ machine: leadWriteMachine, key: "leadAssign" }),
    // an FCP the device's window does not hold, found by the person's search (decision 092)
    found: flow<ScreenProps, typeof fcpSearchMachine>({ machine: fcpSearchMachine, key: "fcpSearch:assign" }),
  },
  select: (s) => {
    const rows = rowsOf(s, leadsSlot);
    const fcpRows = rowsOf(s, FCP_SLOTS.all);
    const { list, assign, found } = s.flows;
    // by name; when the device holds a window of the FCPs, the server's found ones first (decision 092)
    const { rows: pickable, finder } = finderOf(found, {
      held: kept(fcpRows, "byLabel", () => [...fcpRows].sort(byLabel)),
      total: totalOf(s.state, FCP_SLOTS.all),
      keyOf: (f) => String(f.id),
      limit: FCPS_PAGE,
    });
    const c = assign.snap.context;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, list.snap, rows.length, keptError(list.snap), leadsSlot, () => list.send({ type: "list.retry" })),
      failed: list.snap.matches("failed"),
      open: rows.filter((l) => l.fcp_id === null && l.status !== "Converted"),
      // named as every FCP picker names them: two of one name differ by their mobile (decision 068)
      fcps: kept(pickable, "options", () => pickable.filter((f) => f.active).map((f) => ({ value: String(f.id), label: fcpLabel(f) }))),
      fcpFinder: finder,
      saving: assign.snap.hasTag("busy"),
      target: c.write?.kind === "assign" ? c.write.id : null,
      fieldErrors: c.fieldErrors,
      notice: c.notice,
      formError: c.formError,
      onAssign: (id: number, fcp: string) => assign.send({ type: "write.submitted", write: { kind: "assign", id, values: { fcp } } }),
      NewLead,
    };
  },
  View: AssignLeadsView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "list.retry" });
  },
});
