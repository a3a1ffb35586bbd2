// The states of a consequential move confirmed in a dialog, shared by the workshop's actions
// (workshopAction: `action.*`, decision 024) and the AMMD's training decisions (trainingDecision:
// `decision.*`, decision 034): idle -> asking (the dialog: where it goes, what the move carries)
// -> validating (the rules table's own checks) -> sending (queued through the outbox, waited for
// while online) -> sent | queued (offline: it goes when the connection is back) | refused (the
// dialog stays with what was typed and the server's words). Each machine keeps its own event
// names, so recorded logs replay as they were. The machine declares the actions `choose`,
// `validate`, `sendFailed` and `clear`, its edit action, the guards `isValid` and `queued`, and the
// actor `src` (with `input`).

import type { WriteOutcome } from "../codecs/contract.ts";

interface Names<P extends string, Edit extends string, EA extends string, Settle extends string> {
  /** The events' prefix: `<p>.chosen`, `<p>.confirmed`, `<p>.cancelled`. */
  prefix: P;
  /** The event that edits the dialog's values, and its action. */
  edit: Edit;
  editAction: EA;
  /** An action on the way to sent or queued (the notice's record of what went), if any. */
  settle?: Settle;
}

export function decisionDialogStates<
  P extends string,
  Edit extends string,
  EA extends string,
  Src extends string,
  C,
  In,
  Settle extends string = never,
>(names: Names<P, Edit, EA, Settle>, src: Src, input: (a: { context: C }) => In) {
  const { prefix, edit, editAction, settle } = names;
  const ev = <S extends string>(s: S) => `${prefix}.${s}` as `${P}.${S}`;
  const chosen = { [ev("chosen")]: { target: "asking", actions: "choose" } } as Record<
    `${P}.chosen`,
    { readonly target: "asking"; readonly actions: "choose" }
  >;
  const confirmOrCancel = {
    [ev("confirmed")]: "validating",
    [ev("cancelled")]: { target: "idle", actions: "clear" },
  } as Record<`${P}.confirmed`, "validating"> & Record<`${P}.cancelled`, { readonly target: "idle"; readonly actions: "clear" }>;
  const editing = { [edit]: { actions: editAction } } as Record<Edit, { readonly actions: EA }>;
  const editingAgain = { [edit]: { target: "asking", actions: editAction } } as Record<Edit, { readonly target: "asking"; readonly actions: EA }>;
  const done = <T extends "sent" | "queued">(target: T) => (settle ? { target, actions: settle } : { target }) as { target: T; actions?: Settle };
  const rest = { on: { "notice.dismissed": { target: "idle", actions: "clear" }, ...chosen } } as const;
  return {
    initial: "idle",
    states: {
      idle: { on: chosen },
      /** The dialog: where it goes, and what the move carries. */
      asking: { on: { ...editing, ...confirmOrCancel } },
      validating: {
        entry: "validate",
        always: [{ guard: "isValid", target: "sending" }, { target: "asking" }],
      },
      sending: {
        tags: ["busy"],
        invoke: {
          id: src,
          src,
          input,
          onDone: [
            { guard: { type: "queued", params: ({ event }: { event: { output: WriteOutcome } }) => event.output }, ...done("queued") },
            done("sent"),
          ],
          onError: { target: "refused", actions: "sendFailed" },
        },
      },
      /** The server refused it (a stale page, out of scope, a rule): the dialog stays with what was typed and why. */
      refused: { on: { ...editingAgain, ...confirmOrCancel } },
      /** Done: the notice says so. */
      sent: rest,
      /** Offline: the move waits on this device and goes when the connection is back. */
      queued: rest,
    },
  } as const;
}
