// The lead statechart (decision 042): New -> Contacted -> Interested -> Converted, an open lead ->
// Not interested -> Contacted again; Converted is final. Built from the table the server enforces
// (LEAD_MOVES in src/codecs/lead.ts), so the chart in docs/machines is the rule itself; the lead
// page offers the moves this machine can take from the lead's status (`nextStatuses`).
import { setup } from "xstate";
import { LEAD_MOVES, LEAD_STATUSES, type LeadStatus } from "../codecs/lead.ts";

/** The state of each status ("Not interested" -> notInterested). */
export const stateOf = (s: LeadStatus) => s.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());
/** The event that moves a lead to `to` ("lead.notInterested"). */
export const moveEvent = (to: LeadStatus) => `lead.${stateOf(to)}`;

export type LeadStatusEvent = { type: string };

export const leadStatusMachine = setup({ types: { events: {} as LeadStatusEvent } }).createMachine({
  id: "leadStatus",
  initial: "new",
  states: Object.fromEntries(
    LEAD_STATUSES.map((from) => [
      stateOf(from),
      LEAD_MOVES[from].length === 0
        ? { type: "final" as const }
        : { on: Object.fromEntries(LEAD_MOVES[from].map((to) => [moveEvent(to), stateOf(to)])) },
    ]),
  ),
});

/** Where the chart lets a lead in `from` go. */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  const node = leadStatusMachine.states[stateOf(from)];
  const events = node ? node.ownEvents : [];
  return LEAD_STATUSES.filter((to) => events.includes(moveEvent(to)));
}
