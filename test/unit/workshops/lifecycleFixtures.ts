// Shared facts, actors and events for the workshop lifecycle's tests (the model test and the
// generated comparison of allowedEvents/refusal with the statechart).
import {
  emptyFacts,
  REQUIRED_PHOTO_TYPES,
  type Actor,
  type LifecycleEvent,
  type LifecycleEventType,
  type LifecycleFacts,
} from "../../../src/codecs/workshopLifecycle.ts";

export const TODAY = "2026-11-23";

/** A workshop whose every fact passes: planned for today, run, evidenced (not yet verified). */
export const readyFacts: LifecycleFacts = {
  ...emptyFacts(TODAY),
  start: `${TODAY}T10:00:00`,
  category: "School",
  venue: "001SCHOOL",
  plannedParticipants: 30,
  expenseHead: "Other",
  otherExpenseHeadName: "Banner",
  articles: 2,
  allowedWorkshops: 10,
  plannedInYear: 3,
  actualParticipants: 28,
  photoTypes: [...REQUIRED_PHOTO_TYPES],
  finalizedPhoto: true,
};

/** Every kind of actor: each role related to the workshop, a super admin with and without a relation, a stranger, the server. */
export const ACTORS = {
  fcp: { role: "FCP", superAdmin: false },
  cmdi: { role: "CMDI", superAdmin: false },
  ammd: { role: "AMMD", superAdmin: false },
  accounts: { role: null, superAdmin: true },
  superAmmd: { role: "AMMD", superAdmin: true },
  stranger: { role: null, superAdmin: false },
  system: { role: "system", superAdmin: false },
} satisfies Record<string, Actor>;

/** An event of the type with side data that passes its checks. */
export function validPayload(type: LifecycleEventType, actor: Actor): LifecycleEvent {
  switch (type) {
    case "workshop.sendBack":
    case "workshop.reject":
    case "workshop.returnReport":
    case "workshop.cancel":
      return { type, actor, reason: "The venue is closed that week" };
    case "workshop.pay":
      return { type, actor, payment: { paymentDate: TODAY, documentNumber: "PD51000013", paidAmount: 3600, remark: "Paid via NEFT" } };
    case "workshop.approveAccount":
      return { type, actor, invoiceNumber: "INV/26-27/00001" };
    default:
      return { type, actor } as LifecycleEvent;
  }
}

/** The same event with side data that fails its checks (a blank reason, a payment from the future); null when it carries none. */
export function invalidPayload(type: LifecycleEventType, actor: Actor): LifecycleEvent | null {
  const e = validPayload(type, actor);
  if ("reason" in e) return { ...e, reason: "  " };
  if (e.type === "workshop.pay") return { ...e, payment: { ...e.payment, paymentDate: "2099-01-01" } };
  return null;
}
