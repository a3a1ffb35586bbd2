// A write about leads (decision 042): a CMDI's new lead or assignment, an FCP's status change or
// conversion. idle -> (the values decode) saving -> idle with a notice, or idle with each message
// at its field (a refused save too: a disallowed move, a taken mobile). Values that do not decode
// never leave the device. `saveLead` (which queues the write in the outbox and waits for the
// server's answer while online; an assignment it holds for the Undo toast and answers at once,
// pending: no notice here) is provided by src/features/leads.ts.
import { assign, fromPromise, setup } from "xstate";
import { isLeft, left } from "fp-ts/Either";
import type { WriteOutcome } from "../codecs/contract.ts";
import { decodeForm, type FieldErrors } from "../codecs/form.ts";
import {
  AssignForm,
  ConvertForm,
  followUpProblem,
  LeadForm,
  MoveForm,
  type AssignValues,
  type FollowUpCheck,
  type ConvertValues,
  type LeadStatus,
  type LeadValues,
  type MoveValues,
} from "../codecs/lead.ts";
import { placeFailure } from "./formEdit.ts";
import { msg } from "../codecs/i18n.ts";

export type LeadWrite =
  | { kind: "add"; values: LeadValues }
  | { kind: "assign"; id: number; values: AssignValues }
  | { kind: "move"; id: number; from: LeadStatus; values: MoveValues }
  | { kind: "convert"; id: number; values: ConvertValues };

export const LEAD_QUEUED = msg("Saved on this device. It will be sent when the connection is back.");
const DONE: Record<LeadWrite["kind"], string> = {
  add: msg("Lead added"),
  assign: msg("Lead assigned"),
  move: msg("Status changed"),
  convert: msg("Lead converted: the new HPA is in your HPA list"),
};

export interface LeadWriteContext {
  fieldErrors: FieldErrors;
  formError: string | null;
  /** The write being saved or last saved (its lead, for a page of several). */
  write: LeadWrite | null;
  notice: { message: string; intent: "success" | "warning" } | null;
}
/** `followUp`: what a move's follow-up date is checked against on the device (an older event in the log has none: not checked). */
export type LeadWriteEvent = { type: "write.submitted"; write: LeadWrite; followUp?: FollowUpCheck } | { type: "write.dismissed" };

const CODECS = { add: LeadForm, assign: AssignForm, move: MoveForm, convert: ConvertForm } as const;
const decode = (w: LeadWrite, check?: FollowUpCheck) => {
  const r = decodeForm(CODECS[w.kind], w.values);
  const past = w.kind === "move" && check && !isLeft(r) ? followUpProblem((r.right as MoveValues).follow_up, check.today, check.kept) : null;
  return past ? left<FieldErrors>({ follow_up: past }) : r;
};

export const leadWriteMachine = setup({
  types: { context: {} as LeadWriteContext, events: {} as LeadWriteEvent },
  actors: {
    saveLead: fromPromise<WriteOutcome, LeadWrite>(() => Promise.reject(new Error("saveLead actor not provided"))),
  },
  actions: {
    accept: assign(({ event }) => {
      if (event.type !== "write.submitted") return {};
      const r = decode(event.write, event.followUp);
      return { write: isLeft(r) ? event.write : ({ ...event.write, values: r.right } as LeadWrite), fieldErrors: {}, formError: null, notice: null };
    }),
    reject: assign(({ event }) => {
      if (event.type !== "write.submitted") return {};
      const r = decode(event.write, event.followUp);
      return { write: event.write, fieldErrors: isLeft(r) ? r.left : {}, formError: null, notice: null };
    }),
    saved: assign(({ context }, r: WriteOutcome) => ({
      // an assignment is held for an Undo and said by the app's toast (decision 067): nothing here,
      // so a lead the Undo puts back shows no "Saved on this device"
      notice:
        r.status === "pending"
          ? context.write?.kind === "assign"
            ? null
            : { message: LEAD_QUEUED, intent: "warning" as const }
          : { message: DONE[context.write?.kind ?? "add"], intent: "success" as const },
    })),
    failed: assign(({ event }) => placeFailure("error" in event ? event.error : undefined)),
    dismiss: assign({ notice: null, fieldErrors: {}, formError: null }),
  },
  guards: {
    valid: ({ event }) => event.type === "write.submitted" && !isLeft(decode(event.write, event.followUp)),
  },
}).createMachine({
  id: "leadWrite",
  initial: "idle",
  context: { fieldErrors: {}, formError: null, write: null, notice: null },
  states: {
    idle: {
      on: {
        "write.submitted": [{ guard: "valid", target: "saving", actions: "accept" }, { actions: "reject" }],
        "write.dismissed": { actions: "dismiss" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saveLead",
        src: "saveLead",
        input: ({ context }) => context.write!,
        onDone: { target: "idle", actions: { type: "saved", params: ({ event }) => event.output } },
        onError: { target: "idle", actions: "failed" },
      },
    },
  },
});
