// Today's parts, hosted (decision 076): one per role, each starting the loader flows of the lists
// its rules read (the same flows, by the same log keys, as the lists' own pages: the FCP's and the
// CMDI's workshops, the leads, the ETTC document, the CMDI's trainings, the AMMD's workshops and
// trainings awaiting her) and computing the items from the store's rows with the rules' table
// (src/codecs/today.ts) on every change of the store: a list fetched again (by delta sync, from a
// change made on another device) or changed at once by a write on this one moves the items with it.
// No flow of its own: the list is a derivation of the cached lists.
import type { ComponentType } from "react";
import { msg } from "../../codecs/i18n.ts";
import type { AnyListSlot } from "../../codecs/lists.ts";
import { leadsSlot } from "../../codecs/lead.ts";
import type { Role } from "../../codecs/role.ts";
import { todayItems, todayNow, type TodayRole, type TodaySources } from "../../codecs/today.ts";
import { trainingsSlot } from "../../codecs/training.ts";
import { approvalsSlot } from "../../codecs/trainingApproval.ts";
import { ettcSlot, uploadProgressSlot } from "../../codecs/upload.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot } from "../../codecs/workshop.ts";
import { ettcDocumentMachine } from "../../machines/ettcDocument.machine.ts";
import { leadListMachine } from "../../machines/leadList.machine.ts";
import { trainingApprovalListMachine } from "../../machines/trainingApprovalList.machine.ts";
import { trainingListMachine } from "../../machines/trainingList.machine.ts";
import { workshopListMachine } from "../../machines/workshopList.machine.ts";
import { factOf, totalOf } from "../../store/state.ts";
import { uploadQueue } from "../../views/uploads/uploadQueue.ts";
import type { WindowSource } from "../../views/WindowNote.tsx";
import { flow, hosted, type HostInput, type Selection } from "../host.tsx";
import { cachedListFlow, keptError, rowsOf } from "../lists.ts";
import { mineFlow, myRows } from "../myWorkshops/mine.ts";
import { TodayView, type TodayPartProps, type TodayViewProps } from "./TodayView.tsx";

/** A list a part reads: its flow's snapshot, how to ask again, and its slot (whether it was ever fetched). */
interface ListRun {
  snap: { hasTag: (tag: string) => boolean; matches: (s: "failed" | "stale") => boolean; context: { error: string | null } };
  retry: () => void;
  slot: AnyListSlot;
}

const NONE: TodaySources = { myWorkshops: [], ammdWorkshops: [], leads: [], trainings: [], trainingApprovals: [], account: [] };

/** The View's props from the lists' loads and the sources their rows give. */
function todayProps(role: TodayRole, h: HostInput<TodayPartProps>, lists: readonly ListRun[], sources: Partial<TodaySources>): TodayViewProps {
  const items = todayItems(role, { ...NONE, ...sources }, todayNow(new Date()));
  const never = (l: ListRun) => h.state.fetchedAt[l.slot.name] === undefined;
  const failed = lists.filter((l) => keptError(l.snap) !== null);
  return {
    variant: h.props.variant,
    title: h.props.title ?? msg("Today"),
    items,
    loading: lists.some((l) => l.snap.hasTag("loading") && never(l)),
    // said for people: a server fault's own text stays in the event log for QA (apiFailure.ts)
    error: failed.length > 0 ? msg("Please try again in a moment, or check your connection.") : null,
    onRetry: () => retryAll(lists),
    ...windowOf(h, lists),
  };
}
/** Decision 092: when a list it reads is a window on this phone, the items are said to be of what is on it. */
function windowOf(h: HostInput<TodayPartProps>, lists: readonly ListRun[]): { onPhone?: WindowSource } {
  let held = 0;
  let total = 0;
  for (const l of lists) {
    const all = totalOf(h.state, l.slot);
    const n = rowsOf(h, l.slot).length;
    if (all !== undefined && all > n) {
      held += n;
      total += all;
    }
  }
  return total > 0 ? { onPhone: { kind: "device", held, total, onMore: null } } : {};
}
/** Asks again for each list whose load failed (the View's Try again, and the connection back). */
function retryAll(lists: readonly ListRun[]): void {
  for (const l of lists) if (keptError(l.snap) !== null) l.retry();
}

const leadsFlow = cachedListFlow<TodayPartProps>(leadsSlot, leadListMachine, "leadList", { refreshOnOpen: true });

// ---- FCP: own workshops, leads, the ETTC document ----

const fcpFlows = {
  workshops: mineFlow<TodayPartProps>(),
  leads: leadsFlow,
  ettc: cachedListFlow<TodayPartProps>(ettcSlot, ettcDocumentMachine, "ettcDocument", { refreshOnOpen: true }),
};
/** The ETTC document is on the server or on its way there (as /ettc-Upload counts it); unknown until its list was fetched once. */
function accountOf(h: HostInput<TodayPartProps>): TodaySources["account"] {
  if (h.state.fetchedAt[ettcSlot.name] === undefined) return [];
  const queued = uploadQueue(h.state.outbox, factOf(h.state, uploadProgressSlot)).some((q) => q.kind === "ettc" && q.intent !== "danger");
  return [{ id: 0, ettc: rowsOf(h, ettcSlot).length > 0 || queued }];
}
const fcpLists = ({ flows: { workshops, leads, ettc } }: Selection<TodayPartProps, typeof fcpFlows>): ListRun[] => [
  { snap: workshops.snap, retry: () => workshops.send({ type: "workshops.retry" }), slot: myWorkshopsSlot },
  { snap: leads.snap, retry: () => leads.send({ type: "list.retry" }), slot: leadsSlot },
  { snap: ettc.snap, retry: () => ettc.send({ type: "list.retry" }), slot: ettcSlot },
];
const TodayFcp = hosted<TodayPartProps>()({
  flows: fcpFlows,
  select: (s) => todayProps("FCP", s, fcpLists(s), { myWorkshops: myRows(s), leads: rowsOf(s, leadsSlot), account: accountOf(s) }),
  View: TodayView,
  onReconnect: (s) => retryAll(fcpLists(s)),
});

// ---- CMDI: own workshops, leads, trainings ----

const cmdiFlows = {
  workshops: mineFlow<TodayPartProps>(),
  leads: leadsFlow,
  trainings: flow<TodayPartProps, typeof trainingListMachine>({
    machine: trainingListMachine,
    key: "trainingList",
    input: (h) => ({ hasCached: rowsOf(h, trainingsSlot).length > 0, fresh: false }),
  }),
};
const cmdiLists = ({ flows: { workshops, leads, trainings } }: Selection<TodayPartProps, typeof cmdiFlows>): ListRun[] => [
  { snap: workshops.snap, retry: () => workshops.send({ type: "workshops.retry" }), slot: myWorkshopsSlot },
  { snap: leads.snap, retry: () => leads.send({ type: "list.retry" }), slot: leadsSlot },
  { snap: trainings.snap, retry: () => trainings.send({ type: "list.retry" }), slot: trainingsSlot },
];
const TodayCmdi = hosted<TodayPartProps>()({
  flows: cmdiFlows,
  select: (s) => todayProps("CMDI", s, cmdiLists(s), { myWorkshops: myRows(s), leads: rowsOf(s, leadsSlot), trainings: rowsOf(s, trainingsSlot) }),
  View: TodayView,
  onReconnect: (s) => retryAll(cmdiLists(s)),
});

// ---- AMMD: her workshops and the trainings awaiting her, oldest first ----

/** Only the AMMD's own rows: a cache another person left on this device never shows. */
const ammdRows = (h: HostInput<TodayPartProps>) => rowsOf(h, ammdWorkshopsSlot).filter((w) => w.assigned_ammd__c === h.user?.sfid);
const ammdFlows = {
  workshops: flow<TodayPartProps, typeof workshopListMachine>({
    machine: workshopListMachine,
    key: "workshopList:ammd",
    input: (h) => ({ source: { list: "ammd" }, hasCached: ammdRows(h).length > 0 }),
  }),
  approvals: flow<TodayPartProps, typeof trainingApprovalListMachine>({
    machine: trainingApprovalListMachine,
    key: "trainingApprovalList",
    input: (h) => ({ hasCached: rowsOf(h, approvalsSlot).length > 0, fresh: false }),
  }),
};
const ammdLists = ({ flows: { workshops, approvals } }: Selection<TodayPartProps, typeof ammdFlows>): ListRun[] => [
  { snap: workshops.snap, retry: () => workshops.send({ type: "workshops.retry" }), slot: ammdWorkshopsSlot },
  { snap: approvals.snap, retry: () => approvals.send({ type: "list.retry" }), slot: approvalsSlot },
];
const TodayAmmd = hosted<TodayPartProps>()({
  flows: ammdFlows,
  select: (s) => todayProps("AMMD", s, ammdLists(s), { ammdWorkshops: ammdRows(s), trainingApprovals: rowsOf(s, approvalsSlot) }),
  View: TodayView,
  onReconnect: (s) => retryAll(ammdLists(s)),
});

const PARTS: Record<TodayRole, ComponentType<TodayPartProps>> = { FCP: TodayFcp, CMDI: TodayCmdi, AMMD: TodayAmmd };

/** The Today part of a role (null: no one signed in). */
export const todayOf = (role: Role | null | undefined): ComponentType<TodayPartProps> | null => (role ? PARTS[role] : null);
