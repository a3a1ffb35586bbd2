// Leads (issue 25; decision 042): the FCP's leads (/listLead) and one lead (/lead?id=: its history,
// a status change, Convert to HPA); the CMDI's leads not yet assigned, a new lead and the
// assignment (/listAssignLead); an FCP's leads by status with their moves for a CMDI or an AMMD
// (/viewFCPLeads). One cached list (shown at once, offline too); every write goes through the
// outbox (once, by its key) and changes the cached list at once (rolled back if the server
// refuses), then the list is asked again; an assignment is held for the toast's Undo instead
// (decision 067). The lead statechart is registered for the visualiser.
import { fromPromise } from "xstate";
import type { ApiFailure } from "../codecs/apiFailure.ts";
import {
  LEAD_MESSAGES,
  leadsAdd,
  leadsAssign,
  leadsConvert,
  leadsList,
  leadsListPage,
  leadsMove,
  leadsSlot,
  type Lead,
  type LeadStatus,
} from "../codecs/lead.ts";
import { fcpLabel } from "../codecs/display.ts";
import { fcpsAllSlot, fcpsListPage, type FcpRow } from "../codecs/people.ts";
import type { Page } from "../codecs/window.ts";
import type { WindowPageInput } from "../machines/windowPage.ts";
import { fcpSearchMachine } from "../machines/fcpSearch.machine.ts";
import { fcpLeadsMachine } from "../machines/fcpLeads.machine.ts";
import { leadListMachine } from "../machines/leadList.machine.ts";
import { leadStatusMachine } from "../machines/leadStatus.machine.ts";
import { leadWriteMachine, type LeadWrite } from "../machines/leadWrite.machine.ts";
import { assignLeadsScreen } from "../screens/assignLeads/index.ts";
import { fcpLeadsScreen } from "../screens/fcpLeads/index.ts";
import { leadScreen } from "../screens/lead/index.ts";
import { leadListScreen } from "../screens/leadList/index.ts";
import { defineMutator, insertRow, upsertRow } from "../store/mutators.ts";
import { listOf, type StoreState } from "../store/state.ts";
import { defineFeature } from "./feature.ts";
import { askPage, fetchList, fetchPage, loadList } from "./lists.ts";
import { queueUndoable } from "./undo.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

const leadOf = (s: StoreState, id: number): Lead | undefined => listOf(s, leadsSlot).find((l) => l.id === id);
const by = (s: StoreState): string | null => s.session.user?.name ?? null;

/** The lead moved to `to`, the move appended to its history (by the person, not sent yet). */
const moved = (s: StoreState, row: Lead, to: LeadStatus, note: string, follow_up: string | null): Lead => ({
  ...row,
  status: to,
  follow_up,
  moves: [...row.moves, { from: row.status, to, note, by: by(s), at: null }],
});

/**
 * The leads' named mutators (decision 072): each write's change at once to the cached list, the
 * lead as it will be once the server has it (none for a lead the device does not hold).
 */
export const addLead = defineMutator(leadsAdd, (s, { values }) =>
  insertRow(leadsSlot, {
    ...values,
    email__c: values.email__c || null,
    city__c: values.city__c || null,
    institute__c: values.institute__c || null,
    source: "Entered by CMDI",
    status: "New",
    follow_up: null,
    fcp_id: null,
    fcp_name: null,
    cmdi_name: by(s),
    hpa_id: null,
    createddate: null,
    moves: [{ from: null, to: "New", note: "Entered by CMDI", by: by(s), at: null }],
  }),
);
export const assignLead = defineMutator(leadsAssign, (s, { id, values }) => {
  const row = leadOf(s, id);
  const fcp = listOf(s, fcpsAllSlot).find((f) => f.id === Number(values.fcp));
  return row ? upsertRow(leadsSlot, { ...row, fcp_id: Number(values.fcp), fcp_name: fcp?.name ?? null, fcp_phone: fcp?.phone ?? null }) : null;
});
export const moveLead = defineMutator(leadsMove, (s, { id, values }) => {
  const row = leadOf(s, id);
  return row ? upsertRow(leadsSlot, moved(s, row, values.to, values.note, values.follow_up || null)) : null;
});
export const convertLead = defineMutator(leadsConvert, (s, { id, values }) => {
  const row = leadOf(s, id);
  return row ? upsertRow(leadsSlot, moved(s, row, "Converted", values.note, null)) : null;
});

/**
 * What the toast says of an assignment (issue 49 item 6; decision 067): `Assigned "<lead>" to <FCP>`
 * for a lead that had no FCP, `Moved "<lead>" to <FCP>` for one that had; the FCP named as every
 * picker names them (fcpLabel, decision 068).
 */
export function leadMoveMessage(s: StoreState, w: Extract<LeadWrite, { kind: "assign" }>): string {
  const row = listOf(s, leadsSlot).find((l) => l.id === w.id);
  const id = Number(w.values.fcp);
  const fcp = listOf(s, fcpsAllSlot).find((f) => f.id === id);
  const to = fcpLabel(fcp ?? { name: null, phone: null, id });
  if (!row) return `Assigned the lead to ${to}`;
  return `${row.fcp_id === null ? "Assigned" : "Moved"} "${row.name}" to ${to}`;
}

export const leads = defineFeature({
  id: "leads",
  machines: [leadListMachine, fcpLeadsMachine, leadWriteMachine, leadStatusMachine, fcpSearchMachine],
  lists: [leadsSlot],
  writes: [leadsAdd, leadsAssign, leadsMove, leadsConvert],
  provide: (w) => [
    leadListMachine.provide({ actors: { load: fetchList(w, leadsSlot, leadsList, {}) } }),
    fcpLeadsMachine.provide({ actors: { load: fetchList(w, leadsSlot, leadsList, {}), page: fetchPage(w, leadsListPage) } }),
    // an FCP the device's window does not hold, found by Assign Leads' search, of every status (decision 092)
    fcpSearchMachine.provide({
      actors: {
        page: fromPromise<Page<FcpRow>, WindowPageInput>(({ input, signal }) =>
          askPage(w, fcpsListPage, { ...input.query, params: { status: "all" as const } }, signal),
        ),
      },
    }),
    leadWriteMachine.provide({
      actors: {
        saveLead: fromPromise<WriteOutcome, LeadWrite>(async ({ input }) => {
          // an assignment is held for the toast's Undo (decision 067), so it answers at once, pending
          if (input.kind === "assign")
            return queueUndoable(w, assignLead({ id: input.id, values: input.values }), leadMoveMessage(w.log.state(), input));
          const reload = () => loadList(w, leadsSlot, leadsList, {}).catch(() => undefined);
          const save = () => {
            switch (input.kind) {
              case "add":
                return saveAndWait(w, addLead({ values: input.values }));
              case "move":
                return saveAndWait(w, moveLead({ id: input.id, from: input.from, values: input.values }));
              case "convert": {
                // the form decoded its values before it saved: a kind is chosen
                const { type } = input.values;
                if (type === "") throw { kind: "decode", message: LEAD_MESSAGES.type } satisfies ApiFailure;
                return saveAndWait(w, convertLead({ id: input.id, values: { ...input.values, type } }));
              }
            }
          };
          try {
            const outcome = await save();
            if (outcome.status === "synced") void reload();
            return outcome;
          } catch (e) {
            await reload();
            throw e;
          }
        }),
      },
    }),
  ],
  screens: [leadListScreen, leadScreen, assignLeadsScreen, fcpLeadsScreen],
});
