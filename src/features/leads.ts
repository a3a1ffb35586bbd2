// Leads (issue 25; decision 042): the FCP's leads (/listLead) and one lead (/lead?id=: its history,
// a status change, Convert to HPA); the CMDI's leads not yet assigned, a new lead and the
// assignment (/listAssignLead); an FCP's leads by status with their moves for a CMDI or an AMMD
// (/viewFCPLeads). One cached list (shown at once, offline too); every write goes through the
// outbox (once, by its key) and changes the cached list at once (rolled back if the server
// refuses), then the list is asked again; an assignment is held for the toast's Undo instead
// (decision 067). The lead statechart is registered for the visualiser.
import { fromPromise } from "xstate";
import { leadsAdd, leadsAssign, leadsConvert, leadsList, leadsMove, leadsSlot, type Lead } from "../codecs/lead.ts";
import { fcpLabel } from "../codecs/display.ts";
import { fcpsAllSlot } from "../codecs/people.ts";
import { leadListMachine } from "../machines/leadList.machine.ts";
import { leadStatusMachine } from "../machines/leadStatus.machine.ts";
import { leadWriteMachine, type LeadWrite } from "../machines/leadWrite.machine.ts";
import { assignLeadsScreen } from "../screens/assignLeads/index.ts";
import { fcpLeadsScreen } from "../screens/fcpLeads/index.ts";
import { leadScreen } from "../screens/lead/index.ts";
import { leadListScreen } from "../screens/leadList/index.ts";
import { listOf, type StoreState } from "../store/state.ts";
import { defineFeature } from "./feature.ts";
import { fetchList, loadList } from "./lists.ts";
import { queueUndoable } from "./undo.ts";
import { saveAndWait, type WriteOutcome } from "./writes.ts";

/** The lead as it will be once the server has the write (what the list shows at once); null: nothing to show yet. */
export function leadAfter(s: StoreState, w: LeadWrite): Lead | null {
  const by = s.session.user?.name ?? null;
  if (w.kind === "add")
    return {
      id: 0,
      ...w.values,
      email__c: w.values.email__c || null,
      city__c: w.values.city__c || null,
      institute__c: w.values.institute__c || null,
      source: "Entered by CMDI",
      status: "New",
      follow_up: null,
      fcp_id: null,
      fcp_name: null,
      cmdi_name: by,
      hpa_id: null,
      createddate: null,
      moves: [{ from: null, to: "New", note: "Entered by CMDI", by, at: null }],
    };
  const row = listOf(s, leadsSlot).find((l) => l.id === w.id);
  if (!row) return null;
  if (w.kind === "assign") {
    const fcp = listOf(s, fcpsAllSlot).find((f) => f.id === Number(w.values.fcp));
    return { ...row, fcp_id: Number(w.values.fcp), fcp_name: fcp?.name ?? null, fcp_phone: fcp?.phone ?? null };
  }
  const to = w.kind === "move" ? w.values.to : "Converted";
  const follow_up = w.kind === "move" ? w.values.follow_up || null : null;
  return { ...row, status: to, follow_up, moves: [...row.moves, { from: row.status, to, note: w.values.note, by, at: null }] };
}

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
  machines: [leadListMachine, leadWriteMachine, leadStatusMachine],
  lists: [leadsSlot],
  writes: [leadsAdd, leadsAssign, leadsMove, leadsConvert],
  provide: (w) => [
    leadListMachine.provide({ actors: { load: fetchList(w, leadsSlot, leadsList, {}) } }),
    leadWriteMachine.provide({
      actors: {
        saveLead: fromPromise<WriteOutcome, LeadWrite>(async ({ input }) => {
          const after = leadAfter(w.log.state(), input);
          const optimistic = after
            ? {
                list: leadsSlot.name,
                key: "id",
                upsert: (input.kind === "add" ? { ...after, id: undefined } : after) as unknown as Record<string, never>,
              }
            : undefined;
          // an assignment is held for the toast's Undo (decision 067), so it answers at once, pending
          if (input.kind === "assign")
            return queueUndoable(
              w,
              leadsAssign,
              { id: input.id, values: input.values },
              { message: leadMoveMessage(w.log.state(), input), optimistic },
            );
          const reload = () => loadList(w, leadsSlot, leadsList, {}).catch(() => undefined);
          const save = () => {
            switch (input.kind) {
              case "add":
                return saveAndWait(w, leadsAdd, { values: input.values }, { optimistic });
              case "move":
                return saveAndWait(w, leadsMove, { id: input.id, from: input.from, values: input.values }, { optimistic });
              case "convert":
                return saveAndWait(w, leadsConvert, { id: input.id, values: input.values as never }, { optimistic });
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
