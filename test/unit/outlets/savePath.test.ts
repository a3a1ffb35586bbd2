// The outlet form's save path through the real wiring with a fake server: save (the form machine),
// settle (the outbox's answer recorded in the log) and send (the write sender by contract). A
// server's refusal that names a field reaches that field; the client's own rules (the
// 500-character limit among them) stop a save before anything is sent.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createActor, waitFor, type Actor } from "xstate";
import { defineWrite, noParams, type WriteContract } from "../../../src/codecs/contract.ts";
import { emptyOutletValues, outletsDelete, outletsUpdate, type OutletValues } from "../../../src/codecs/outlet.ts";
import { fakeFetch, memoryKeyValue, type FakeReply, type FakeRequest } from "../../../src/effects/fakes.ts";
import { createApi } from "../../../src/effects/api.ts";
import { writeSender } from "../../../src/effects/writes.ts";
import { OUTLET_UPDATED, outletFormMachine } from "../../../src/machines/outletForm.machine.ts";
import { createAppActors, memoryLog } from "../../../src/wiring.ts";
import { userOf } from "../fixtures.ts";
import * as t from "io-ts";

const values = (over: Partial<OutletValues> = {}): OutletValues => ({
  ...emptyOutletValues(),
  outletname__c: "Sharma Paints",
  mobile_no__c: "9876500010",
  wss_phone__c: "9876500011",
  tsi_tty_phone__c: "9876500012",
  cluster_bm_mobile_no__c: "9876500013",
  rsm_phone__c: "9876500014",
  ...over,
});
const row = { id: 7, ...values(), cmdi_name__c: "005CMDI", state_label: null };

/** The app's actors against a server whose writes answer `write`; the outbox running. */
async function app(write: (req: FakeRequest) => FakeReply) {
  const log = memoryLog();
  await log.open();
  const fetch = fakeFetch({
    "POST /api/query": (req) => ((req.body as { op: string }).op === "outlets.get" ? { status: 200, body: { rows: [row] } } : write(req)),
  });
  const user = userOf({ role: "CMDI", sfid: "005CMDI" });
  const actors = createAppActors({
    fetch,
    storage: memoryKeyValue({ token: "t", authData: JSON.stringify(user), role: "CMDI" }),
    navigate: () => {},
    log,
    settleMs: 5000,
  });
  actors.outbox.start();
  const { machine, options } = actors.flows.prepare("outletForm:7", outletFormMachine, { id: 7, canEdit: true, cached: null });
  const form = createActor(machine, options as never).start();
  await waitFor(form, (s) => s.matches({ form: "viewing" }));
  return { actors, form, fetch, log };
}

const edit = (form: Actor<typeof outletFormMachine>, field: keyof OutletValues, value: string) => {
  form.send({ type: "form.edit" });
  form.send({ type: "form.changed", field, value });
  form.send({ type: "form.saved" });
};
const writes = (fetch: { requests: FakeRequest[] }) => fetch.requests.filter((r) => r.headers["idempotency-key"]);

test("save -> send -> settle: a refusal that names a field shows under that field; the typing stays", async () => {
  const { form, fetch, log } = await app(() => ({
    status: 400,
    body: { error: "bad_request", message: "City/Town is not served by your region", field: "city_town__c" },
  }));
  edit(form, "city_town__c", "Atlantis");
  await waitFor(form, (s) => s.matches({ form: "editing" }) && Object.keys(s.context.fieldErrors).length > 0);
  const c = form.getSnapshot().context;
  assert.equal(c.fieldErrors, { city_town__c: "City/Town is not served by your region" });
  assert.is(c.formError, null, "not at the top of the form");
  assert.is(c.values.city_town__c, "Atlantis", "what was typed is kept");
  assert.is(writes(fetch).length, 1);
  const entry = log.state().outbox.at(-1)!;
  assert.equal([entry.status, entry.refusal?.field], ["rejected", "city_town__c"], "the outbox kept the field");
});

test("the 500-character rule is the form codec's: the client says it before sending", async () => {
  const { form, fetch } = await app(() => ({ status: 200, body: { rows: [{ id: 7 }] } }));
  edit(form, "address__c", "x".repeat(501));
  await waitFor(form, (s) => s.matches({ form: "editing" }) && Object.keys(s.context.fieldErrors).length > 0);
  assert.equal(form.getSnapshot().context.fieldErrors, { address__c: "Address is too long (at most 500 characters)" });
  assert.is(writes(fetch).length, 0, "nothing was sent");
});

test("a save the server takes: synced with the id from the decoded answer, and the success notice", async () => {
  const { form, fetch } = await app(() => ({ status: 200, body: { rows: [{ id: 7 }] } }));
  edit(form, "city_town__c", "Nashik");
  await waitFor(form, (s) => s.matches({ form: "viewing" }) && s.context.notice !== null);
  assert.equal(form.getSnapshot().context.notice, { message: OUTLET_UPDATED, intent: "success" });
  assert.is((writes(fetch)[0]!.body as { op: string }).op, "outlets.update");
});

test("send: by the registered contract, a 4xx keeps its field, a 5xx or 401 is retried, an unknown operation is refused", async () => {
  let reply: FakeReply = { status: 400, body: { error: "bad_request", message: "No", field: "rsm_phone__c" } };
  const api = createApi({ fetch: fakeFetch({ "POST /api/query": () => reply }), getToken: () => "t" });
  const send = writeSender(
    api,
    new Map<string, WriteContract>([
      [outletsUpdate.name, outletsUpdate],
      [outletsDelete.name, outletsDelete],
    ]),
  );
  assert.equal(await send("outlets.update", { id: 7, values: values() }, "k-00000001"), {
    ok: false,
    status: 400,
    code: "bad_request",
    message: "No",
    field: "rsm_phone__c",
  });
  reply = { status: 503, body: { error: "down", message: "Try later" } };
  await send("outlets.update", {}, "k-00000002").then(
    () => assert.unreachable("a 5xx is thrown"),
    (e: Error) => assert.is(e.message, "Try later"),
  );
  reply = { status: 401, body: { error: "unauthenticated", message: "Unauthenticated" } };
  await send("outlets.update", {}, "k-00000003").then(
    () => assert.unreachable("a 401 is thrown"),
    () => {},
  );
  reply = { status: 200, body: { rows: [{ id: "seven" }] } };
  await send("outlets.delete", {}, "k-00000004").then(
    () => assert.unreachable("an answer that breaks the row codec is not a success"),
    () => {},
  );
  const unknown = await send("outlets.rename", {}, "k-00000005");
  assert.ok(!unknown.ok && /cannot send "outlets.rename"/.test(unknown.message) && unknown.status === 400 && unknown.code === "unknown_op");
});

test("the outbox refuses a write of an operation no feature registered", async () => {
  const { actors } = await app(() => ({ status: 200, body: { rows: [] } }));
  const stray = defineWrite("stray.write", { params: noParams, row: t.unknown, roles: "any" });
  assert.throws(() => actors.outbox.write(stray, {}), /not registered by any feature/);
});

test.run();
