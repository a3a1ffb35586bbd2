// A refused update's conflict (issue 48 item 1; decision 079), for any record a form edits (one
// machine, the record's feature binds `resolve`). The server refused the write whole because a field
// it changed was changed meanwhile by someone else (409 "conflict", src/codecs/conflict.ts): the
// person sees, per conflicting field, their value beside the one stored now, and chooses per field
// (`conflict.chose`) or keeps theirs for all (`conflict.keepMine`). The answer is a new write from
// the version the refusal named: their other changes and the other person's all kept, each
// conflicting field as chosen. idle -> choosing -> saving -> resolved; a new conflict on the answer
// (someone changed it again) -> choosing; another refusal -> failed (retry). The screen tells the
// flow of a conflict it finds in the outbox (`conflict.found`: a write sent later from this device,
// or the form's own save) and that it went (`conflict.cleared`: another write of the record since).
import { assign, emit, fromPromise, setup } from "xstate";
import { ApiFailure, UNEXPECTED_ANSWER } from "../codecs/apiFailure.ts";
import { resolvedValues, type ConflictSide } from "../codecs/conflict.ts";
import { isConflict } from "./formFlow.ts";
import type { WriteOutcome } from "../codecs/contract.ts";

/** One refused write and the record as it is now. */
export interface ConflictCase {
  /** the refused write (its outbox entry's id; "" for one the answer met) */
  key: string;
  /** the record */
  id: number;
  /** the record's cached list, whose write answers it (src/features/conflicts.ts); absent (a case recorded before containers): "outlets" */
  list?: string;
  /** what the refused write started from, what it wrote, and the record now (form values) */
  base: Record<string, string>;
  mine: Record<string, string>;
  current: Record<string, string>;
  /** the record's version now: the answer starts from it */
  version: number;
  /** the fields both sides changed, to different values */
  fields: string[];
}

export interface ConflictContext {
  conflict: ConflictCase | null;
  choices: Record<string, ConflictSide>;
  /** the values the answer wrote (kept for a conflict on the answer itself) */
  sent: Record<string, string> | null;
  error: string | null;
  /** how the answer went: stored, or kept on this device until the connection is back */
  outcome: "synced" | "pending" | null;
}

export interface ResolveInput {
  /** the record's cached list ("outlets", "containers") */
  list: string;
  id: number;
  /** the version and values the answer starts from: the record as the refusal gave it */
  version: number;
  current: Record<string, string>;
  values: Record<string, string>;
}

export type ConflictEvent =
  | { type: "conflict.found"; conflict: ConflictCase }
  | { type: "conflict.cleared" }
  | { type: "conflict.chose"; field: string; side: ConflictSide }
  | { type: "conflict.keepMine" }
  | { type: "conflict.submitted" }
  | { type: "conflict.retry" }
  | { type: "conflict.closed" };

/** Emitted once the answer is written or queued: the record's values and version as the form now shows them. */
export type ConflictEmitted = { type: "conflict.resolved"; values: Record<string, string>; version: number };

const valuesOf = (c: ConflictCase, choices: Record<string, ConflictSide>) => resolvedValues(Object.keys(c.current), c, choices);

const versionOf = (r: WriteOutcome, fallback: number): number => {
  const row = r.status === "synced" && Array.isArray(r.result) ? (r.result[0] as { version?: unknown } | undefined) : undefined;
  return typeof row?.version === "number" ? row.version : fallback;
};

export const conflictMachine = setup({
  types: {
    context: {} as ConflictContext,
    events: {} as ConflictEvent,
    input: {} as { conflict: ConflictCase | null },
    emitted: {} as ConflictEmitted,
  },
  actors: {
    resolve: fromPromise<WriteOutcome, ResolveInput>(() => Promise.reject(new Error("resolve actor not provided"))),
  },
  actions: {
    found: assign(({ event }) =>
      event.type === "conflict.found" ? { conflict: event.conflict, choices: {}, sent: null, error: null, outcome: null } : {},
    ),
    chose: assign({
      choices: ({ context, event }) => (event.type === "conflict.chose" ? { ...context.choices, [event.field]: event.side } : context.choices),
    }),
    keepMine: assign({
      choices: ({ context }) => Object.fromEntries((context.conflict?.fields ?? []).map((f) => [f, "mine" as const])),
    }),
    send: assign({ sent: ({ context }) => valuesOf(context.conflict!, context.choices), error: null }),
    /** The answer met another change: the record as it is now, the answer's values as "mine". */
    again: assign(({ context, event }) => {
      const error = "error" in event ? event.error : undefined;
      if (!ApiFailure.is(error) || error.kind !== "http" || !error.conflict) return {};
      const c = context.conflict!;
      const mine = context.sent ?? c.mine;
      const conflict: ConflictCase = {
        key: "",
        id: c.id,
        ...(c.list ? { list: c.list } : {}),
        base: c.current,
        mine,
        current: error.conflict.current,
        version: error.conflict.version,
        fields: error.conflict.fields,
      };
      return { conflict, choices: {}, sent: null, error: null };
    }),
    failed: assign({
      error: ({ event }) => {
        const error = "error" in event ? event.error : undefined;
        return ApiFailure.is(error) ? error.message : UNEXPECTED_ANSWER;
      },
    }),
    done: assign({ outcome: (_, r: WriteOutcome) => r.status }),
    resolved: emit(({ context }, r: WriteOutcome) => ({
      type: "conflict.resolved" as const,
      values: context.sent!,
      version: versionOf(r, context.conflict!.version),
    })),
    forget: assign({ conflict: null, choices: {}, sent: null, error: null, outcome: null }),
  },
  guards: {
    hasConflict: ({ context }) => context.conflict !== null,
    /** A conflict this flow is not showing already (the screen tells it again after a reload). */
    isNew: ({ context, event }) => event.type === "conflict.found" && event.conflict.key !== context.conflict?.key,
    allChosen: ({ context }) => (context.conflict?.fields ?? []).every((f) => context.choices[f] !== undefined),
    isConflict,
  },
}).createMachine({
  id: "conflict",
  initial: "opening",
  context: ({ input }) => ({ conflict: input.conflict, choices: {}, sent: null, error: null, outcome: null }),
  states: {
    opening: { always: [{ guard: "hasConflict", target: "choosing" }, { target: "idle" }] },
    /** No refused write of this record waits. */
    idle: { on: { "conflict.found": { target: "choosing", actions: "found" } } },
    /** Each conflicting field: mine beside the one stored now. */
    choosing: {
      on: {
        "conflict.found": { guard: "isNew", target: "choosing", reenter: true, actions: "found" },
        "conflict.cleared": { target: "idle", actions: "forget" },
        "conflict.chose": { actions: "chose" },
        "conflict.keepMine": { target: "saving", actions: ["keepMine", "send"] },
        "conflict.submitted": { guard: "allChosen", target: "saving", actions: "send" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "resolve",
        src: "resolve",
        input: ({ context }) => ({
          list: context.conflict!.list ?? "outlets",
          id: context.conflict!.id,
          version: context.conflict!.version,
          current: context.conflict!.current,
          values: context.sent!,
        }),
        onDone: {
          target: "resolved",
          actions: [
            { type: "done", params: ({ event }) => event.output },
            { type: "resolved", params: ({ event }) => event.output },
          ],
        },
        onError: [
          { guard: "isConflict", target: "choosing", actions: "again" },
          { target: "failed", actions: "failed" },
        ],
      },
    },
    /** The answer was refused for another reason: the message, and try again or choose again. */
    failed: {
      on: {
        "conflict.retry": "saving",
        "conflict.chose": { target: "choosing", actions: "chose" },
        "conflict.found": { guard: "isNew", target: "choosing", actions: "found" },
        "conflict.cleared": { target: "idle", actions: "forget" },
      },
    },
    /** Written (or queued on this device): said once, until closed or another conflict. */
    resolved: {
      on: {
        "conflict.closed": { target: "idle", actions: "forget" },
        "conflict.found": { guard: "isNew", target: "choosing", actions: "found" },
      },
    },
  },
});
