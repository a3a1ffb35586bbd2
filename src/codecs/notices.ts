// What a notification says (issue 27 item 1; decision 045), in the reader's language (issue 45;
// decision 074). The server writes a notification's row in English, as it always has: its title
// (a catalogue key) and its body, the record's name followed by the kind's text and, for a kind
// that carries one, the reason. Each kind's body is also a message with `{name}` (and `{reason}`),
// so a row, old or new, is put into the reader's language where it is shown (the notifications
// list) or sent (a push, in its recipient's account language): `noticeMessages` reads the name and
// the reason back from the body around the kind's English text. A row of a kind not listed here
// (or whose body does not read so) is shown as it is.
import { msg } from "./language.ts";
import type { TrainingEventType } from "./trainingApproval.ts";
import type { LifecycleEventType } from "./workshopLifecycle.ts";

export type Recipient = "FCP" | "CMDI" | "AMMD";
export interface Notice {
  to: Recipient;
  title: string;
  /** What follows the record's name in the body; a reason, when the event carries one, follows it. */
  text: string;
  /** The body as a message: `{name}`, then the text (and `{reason}` after "Reason: "). */
  message: string;
  /** The value the body carries after its text, when it is not a reason (a reminder's approver). */
  tail?: string;
}

/** Who hears of each workshop event, and what they read (the workshop's name starts the body). */
export const WORKSHOP_NOTICES: Record<LifecycleEventType, Notice> = {
  "workshop.submit": {
    to: "CMDI",
    title: msg("Plan submitted"),
    text: " was submitted for your confirmation.",
    message: msg("{name} was submitted for your confirmation."),
  },
  "workshop.confirm": {
    to: "FCP",
    title: msg("Plan confirmed"),
    text: " was confirmed by your CMDI.",
    message: msg("{name} was confirmed by your CMDI."),
  },
  "workshop.sendBack": {
    to: "FCP",
    title: msg("Plan sent back"),
    text: " was sent back by your CMDI. Reason: ",
    message: msg("{name} was sent back by your CMDI. Reason: {reason}"),
  },
  "workshop.due": {
    to: "AMMD",
    title: msg("Workshop day reached"),
    text: " has reached its day and waits for your approval.",
    message: msg("{name} has reached its day and waits for your approval."),
  },
  "workshop.approve": {
    to: "FCP",
    title: msg("Workshop approved"),
    text: " was approved by the AMMD.",
    message: msg("{name} was approved by the AMMD."),
  },
  "workshop.reject": {
    to: "FCP",
    title: msg("Workshop rejected"),
    text: " was rejected by the AMMD. Reason: ",
    message: msg("{name} was rejected by the AMMD. Reason: {reason}"),
  },
  "workshop.report": {
    to: "CMDI",
    title: msg("Report submitted"),
    text: "'s report waits for your verification.",
    message: msg("{name}'s report waits for your verification."),
  },
  "workshop.verify": {
    to: "FCP",
    title: msg("Report verified"),
    text: "'s report was verified by your CMDI.",
    message: msg("{name}'s report was verified by your CMDI."),
  },
  "workshop.returnReport": {
    to: "FCP",
    title: msg("Report returned"),
    text: "'s report was returned by your CMDI. Reason: ",
    message: msg("{name}'s report was returned by your CMDI. Reason: {reason}"),
  },
  "workshop.approveAccount": {
    to: "FCP",
    title: msg("Approved for payment"),
    text: " was approved for payment.",
    message: msg("{name} was approved for payment."),
  },
  "workshop.pay": { to: "FCP", title: msg("Workshop paid"), text: " was paid.", message: msg("{name} was paid.") },
  "workshop.cancel": {
    to: "CMDI",
    title: msg("Workshop cancelled"),
    text: " was cancelled. Reason: ",
    message: msg("{name} was cancelled. Reason: {reason}"),
  },
};

/** Who hears of each training decision: the training's CMDI. */
export const TRAINING_NOTICES: Record<TrainingEventType, Notice> = {
  "training.approve": {
    to: "CMDI",
    title: msg("Training approved"),
    text: " was approved by your AMMD.",
    message: msg("{name} was approved by your AMMD."),
  },
  "training.reject": {
    to: "CMDI",
    title: msg("Training rejected"),
    text: " was rejected by your AMMD. Reason: ",
    message: msg("{name} was rejected by your AMMD. Reason: {reason}"),
  },
};

/** Who hears of a lead's assignment: the FCP it is assigned to. */
export const LEAD_NOTICES = {
  "lead.assign": {
    to: "FCP",
    title: msg("Lead assigned"),
    text: " was assigned to you by your CMDI.",
    message: msg("{name} was assigned to you by your CMDI."),
  },
} as const satisfies Record<string, Notice>;

/**
 * The reminders (issue 47 item 3; decision 083), written by the job `reminders.scan`
 * (server/jobs/reminders.ts): the day before a workshop, a follow-up falling due, an approval
 * waiting (to its approver, then to their manager, whose body ends with the approver's name).
 */
export const REMINDER_NOTICES = {
  "reminder.workshopTomorrow": {
    to: "FCP",
    title: msg("Workshop tomorrow"),
    text: " is tomorrow. Check that everything is ready.",
    message: msg("{name} is tomorrow. Check that everything is ready."),
  },
  "reminder.followUpDue": {
    to: "FCP",
    title: msg("Follow-up due today"),
    text: ": the follow-up is due today.",
    message: msg("{name}: the follow-up is due today."),
  },
  "reminder.approvalWaiting": {
    to: "CMDI",
    title: msg("Waiting for your decision"),
    text: " is still waiting for your decision.",
    message: msg("{name} is still waiting for your decision."),
  },
  "reminder.approvalEscalated": {
    to: "AMMD",
    title: msg("Decision overdue"),
    text: " has waited too long for a decision by ",
    message: msg("{name} has waited too long for a decision by {approver}."),
    tail: "approver",
  },
} as const satisfies Record<string, Notice>;
export type ReminderKind = keyof typeof REMINDER_NOTICES;

const BY_KIND: Readonly<Record<string, Notice>> = { ...WORKSHOP_NOTICES, ...TRAINING_NOTICES, ...LEAD_NOTICES, ...REMINDER_NOTICES };

/** Whether a kind's body carries a reason after its text. */
export const carriesReason = (n: Pick<Notice, "text">) => n.text.endsWith("Reason: ");
/** The value a kind's body carries after its text (a reason, or its `tail`), if any. */
const tailOf = (n: Notice): string | null => n.tail ?? (carriesReason(n) ? "reason" : null);

/**
 * A notification's title and body as messages to put into a language (`t(title)`, `t(body)`): the
 * body as its kind's message with the name (and reason) it holds, when it reads so; else as it is.
 */
export function noticeMessages(n: { kind: string; title: string; body: string }): { title: string; body: string } {
  const notice = Object.hasOwn(BY_KIND, n.kind) ? BY_KIND[n.kind] : undefined;
  if (!notice) return { title: n.title, body: n.body };
  const tail = tailOf(notice);
  const at = tail ? n.body.indexOf(notice.text) : n.body.endsWith(notice.text) ? n.body.length - notice.text.length : -1;
  if (at <= 0) return { title: n.title, body: n.body };
  const name = n.body.slice(0, at);
  // a tail that is not a reason ends the sentence with a full stop the message puts back
  const rest = n.body.slice(at + notice.text.length);
  const body = tail ? msg(notice.message, { name, [tail]: notice.tail ? rest.replace(/\.$/, "") : rest }) : msg(notice.message, { name });
  return { title: n.title, body };
}
