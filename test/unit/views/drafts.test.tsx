// Drafts (decision 038): the kept fact's fold (one map, the latest wins; a forgotten draft leaves
// it), the binding's pause before it records, a form machine restoring a draft that differs (with
// its note), Discard back to the loaded values, and the "Draft restored" note with its Discard.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { createActor } from "xstate";
import { draftEntry, draftsSlot } from "../../../src/codecs/drafts.ts";
import { emptyPlan } from "../../../src/codecs/workshopPlan.ts";
import { DRAFT_PAUSE_MS, PENDING_KEY, draftActions, flushDrafts, recoverDrafts } from "../../../src/features/drafts.ts";
import { memoryKeyValue } from "../../../src/effects/fakes.ts";
import type { KeyValue } from "../../../src/effects/storage.ts";
import { workshopPlanMachine } from "../../../src/machines/workshopPlan.machine.ts";
import { draftFormMachine, formChanged, isFormValues } from "../../../src/machines/draftForm.machine.ts";
import { appStore } from "../../../src/store/appFold.ts";
import { fakeClock } from "../../../src/store/ports.ts";
import { factOf, initialState, type StoreState } from "../../../src/store/state.ts";
import { DRAFT_RESTORED, DraftNote } from "../../../src/views/drafts.tsx";
import { userOf } from "../fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** A log that folds what is appended (the drafts slot only), signed in as `user`. */
function world(user = userOf(), storage: KeyValue = memoryKeyValue()) {
  const { fold } = appStore([], [draftsSlot]);
  let state: StoreState = { ...initialState, session: { user, role: user.role } };
  const appended: string[] = [];
  const clock = fakeClock();
  const log = {
    append: (type: string, payload: unknown) => {
      appended.push(type);
      state = fold(state, { id: String(appended.length), seq: appended.length, type, v: 1, at: 0, actor: {}, origin: "effect", payload } as never);
      return { id: String(appended.length), recorded: Promise.resolve() };
    },
    state: () => state,
    subscribe: () => () => {},
    flush: async () => {},
  };
  return { w: { log: log as never, timers: clock, storage }, clock, appended, storage, drafts: () => factOf(state, draftsSlot) };
}

const plan = { ...emptyPlan(), planned: "17", articles: [{ article: "a0A1", quantity: "3" }] };

test("an edit is kept after the pause, once; the drafts map holds each person's forms; forgetting removes one", () => {
  const { w, clock, appended, drafts } = world();
  const a = draftActions(w);
  a.keepDraft({ context: { draftKey: "plan:new" } }, { values: { ...plan, planned: "1" } });
  a.keepDraft({ context: { draftKey: "plan:new" } }, { values: plan });
  assert.equal(appended, [], "nothing before the pause");
  clock.advance(DRAFT_PAUSE_MS);
  assert.equal(appended, ["drafts.saved"]);
  assert.equal(drafts()?.[draftEntry(userOf().id, "plan:new")]?.values, plan);
  a.keepDraft({ context: { draftKey: "outlet:7" } }, { values: { outletname__c: "Sharma" } });
  clock.advance(DRAFT_PAUSE_MS);
  assert.equal(Object.keys(drafts()!).sort(), [draftEntry(userOf().id, "outlet:7"), draftEntry(userOf().id, "plan:new")]);
  a.forgetDraft({ context: { draftKey: "plan:new" } });
  assert.equal(Object.keys(drafts()!), [draftEntry(userOf().id, "outlet:7")]);
  a.forgetDraft({ context: { draftKey: "plan:new" } });
  assert.is(appended.length, 3, "forgetting what is not kept records nothing");
});

test("a page that goes within the pause: the draft is also copied to synchronous storage, and the next start records what the log lost, once", () => {
  const before = world();
  const entry = draftEntry(userOf().id, "plan:new");
  draftActions(before.w).keepDraft({ context: { draftKey: "plan:new" } }, { values: plan });
  flushDrafts(); // pagehide
  assert.equal(before.appended, ["drafts.saved"], "recorded at once");
  assert.equal(JSON.parse(before.storage.getItem(PENDING_KEY)!)[entry].values, plan, "and copied");
  // the log's write did not reach IndexedDB: a fresh log on the same storage
  const after = world(userOf(), before.storage);
  recoverDrafts(after.w);
  assert.equal(after.drafts()?.[entry]?.values, plan, "the draft is back");
  assert.is(after.storage.getItem(PENDING_KEY), null, "the copy is gone");
  recoverDrafts(after.w);
  assert.equal(after.appended, ["drafts.saved"], "recorded once");
  // the log did keep it: nothing to record
  const kept = world(userOf(), before.storage);
  draftActions(kept.w).keepDraft({ context: { draftKey: "plan:new" } }, { values: plan });
  flushDrafts();
  recoverDrafts(kept.w);
  assert.equal(kept.appended, ["drafts.saved"], "the log's own copy is as new");
  // a draft saved (forgotten) after the page was hidden once is not brought back
  draftActions(kept.w).keepDraft({ context: { draftKey: "plan:new" } }, { values: plan });
  flushDrafts(); // hidden: copied
  draftActions(kept.w).forgetDraft({ context: { draftKey: "plan:new" } }); // back, and saved
  assert.is(kept.storage.getItem(PENDING_KEY), null);
  const later = world(userOf(), kept.storage);
  recoverDrafts(later.w);
  assert.equal(later.appended, []);
  // a copy that is not a drafts map is dropped
  later.storage.setItem(PENDING_KEY, "{not json");
  recoverDrafts(later.w);
  assert.equal(later.appended, []);
  assert.is(later.storage.getItem(PENDING_KEY), null);
});

test("the plan machine starts from a draft that differs, says so, keeps edits, and Discard goes back to the loaded plan", () => {
  const kept: unknown[] = [];
  const forgot: string[] = [];
  const m = workshopPlanMachine.provide({
    actions: { keepDraft: (_, p) => kept.push(p.values), forgetDraft: ({ context }) => forgot.push(context.draftKey) },
  });
  const a = createActor(m, { input: { id: null, today: "2026-11-22", draft: plan } }).start();
  assert.ok(a.getSnapshot().matches({ draft: "restored", form: "editing" }));
  assert.equal(a.getSnapshot().context.values, plan);
  a.send({ type: "plan.changed", field: "planned", value: "18" });
  assert.equal(kept, [{ ...plan, planned: "18" }]);
  a.send({ type: "draft.discarded" });
  assert.ok(a.getSnapshot().matches({ draft: "none" }));
  assert.equal(a.getSnapshot().context.values, emptyPlan());
  assert.equal(forgot, ["plan:new"]);
  // a draft the same as the form: nothing to restore
  const same = createActor(workshopPlanMachine, { input: { id: null, today: "2026-11-22", draft: emptyPlan() } }).start();
  assert.ok(same.getSnapshot().matches({ draft: "none" }));
});

test("a small form's draft (the lead forms): restored over the start values, kept on each edit, done goes back to new start values and forgets it", () => {
  const kept: unknown[] = [];
  const forgot: string[] = [];
  const m = draftFormMachine.provide({
    actions: { keepDraft: (_, p) => kept.push(p.values), forgetDraft: ({ context }) => forgot.push(context.draftKey) },
  });
  const start = { to: "", note: "", follow_up: "2030-01-01" };
  const a = createActor(m, { input: { draftKey: "leadMove:7", start, draft: { to: "Contacted", note: "Called" } } }).start();
  assert.ok(a.getSnapshot().matches({ draft: "restored", form: "editing" }));
  assert.equal(a.getSnapshot().context.values, { to: "Contacted", note: "Called", follow_up: "2030-01-01" });
  assert.ok(formChanged(a.getSnapshot().context), "a restored draft is a change: leaving asks");
  a.send({ type: "form.changed", field: "note", value: "Called twice" });
  assert.equal(kept, [{ to: "Contacted", note: "Called twice", follow_up: "2030-01-01" }]);
  a.send({ type: "form.done", values: { to: "", note: "", follow_up: "" } });
  assert.ok(a.getSnapshot().matches({ draft: "none" }));
  assert.equal(a.getSnapshot().context.values, { to: "", note: "", follow_up: "" });
  assert.not.ok(formChanged(a.getSnapshot().context), "saved: nothing to ask about");
  assert.equal(forgot, ["leadMove:7"]);
  // a draft the same as the start values, or not a form's values: nothing to restore
  const same = createActor(m, { input: { draftKey: "leadAdd:new", start, draft: { note: "" } } }).start();
  assert.ok(same.getSnapshot().matches({ draft: "none" }));
  assert.not.ok(isFormValues({ note: 3 }));
  assert.not.ok(isFormValues(["a"]));
});

test("the note says 'Draft restored' and its Discard calls back; hidden, nothing shows", () => {
  let discarded = 0;
  const r = render(
    <BlueprintProvider>
      <DraftNote
        shown
        onDiscard={() => {
          discarded += 1;
        }}
      />
    </BlueprintProvider>,
  );
  const ui = within(r.container);
  assert.ok(ui.getByRole("status").textContent!.startsWith(DRAFT_RESTORED));
  fireEvent.click(ui.getByRole("button", { name: "Discard" }));
  assert.is(discarded, 1);
  cleanup();
  const none = render(
    <BlueprintProvider>
      <DraftNote shown={false} onDiscard={() => {}} />
    </BlueprintProvider>,
  );
  assert.is(none.container.textContent, "");
});

test.run();
