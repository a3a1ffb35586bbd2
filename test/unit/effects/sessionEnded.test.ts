// A session the server ended (issue 14): the API tells the app why, and a queued write stops
// retrying when it can never be sent (deactivated account, changed role).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createApi } from "../../../src/effects/api.ts";
import { fakeFetch } from "../../../src/effects/fakes.ts";
import { writeSender } from "../../../src/effects/writes.ts";
import { outletsDelete } from "../../../src/codecs/outlet.ts";
import {
  newPasswordErrors,
  SESSION_ENDED_CODES,
  SESSION_ENDED_MESSAGES,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
} from "../../../src/codecs/recovery.ts";

const answer = (error: string, message: string) => fakeFetch({ "POST /api/query": () => ({ status: 401, body: { error, message } }) });
const contracts = new Map([[outletsDelete.name, outletsDelete]]);

test("a 401 for a deactivated account or a changed role is a final refusal with the reason; other 401s are retried", async () => {
  for (const reason of ["deactivated", "role_changed"] as const) {
    const send = writeSender(
      createApi({ fetch: answer(SESSION_ENDED_CODES[reason], SESSION_ENDED_MESSAGES[reason]), getToken: () => "tok" }),
      contracts,
    );
    assert.equal(
      await send(outletsDelete.name, { id: 1 }, "k1"),
      { ok: false, status: 401, code: SESSION_ENDED_CODES[reason], message: SESSION_ENDED_MESSAGES[reason] },
      reason,
    );
  }
  for (const [error, message] of [
    ["unauthenticated", "Unauthenticated"],
    [SESSION_ENDED_CODES.password_changed, SESSION_ENDED_MESSAGES.password_changed],
  ]) {
    const send = writeSender(createApi({ fetch: answer(error, message), getToken: () => "tok" }), contracts);
    const thrown = await send(outletsDelete.name, { id: 1 }, "k1").then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(thrown instanceof Error, `${error}: retried after the next sign-in`);
  }
});

test("the API tells the app when the server ended the session, with its message; a plain 401 or none stored does not", async () => {
  const told: string[] = [];
  const api = (error: string, token: string | null) =>
    createApi({ fetch: answer(error, "why"), getToken: () => token, onSessionEnded: (m) => told.push(m) });
  await api(SESSION_ENDED_CODES.password_changed, "tok").query(outletsDelete as never, { id: 1 } as never);
  await api("unauthenticated", "tok").query(outletsDelete as never, { id: 1 } as never);
  await api(SESSION_ENDED_CODES.deactivated, null).query(outletsDelete as never, { id: 1 } as never);
  assert.equal(told, ["why"]);
});

test("the new password: at least 8 characters, typed twice alike", () => {
  assert.equal(newPasswordErrors({ password: "short", confirmPassword: "short" }), { password: PASSWORD_TOO_SHORT });
  assert.equal(newPasswordErrors({ password: "long-enough", confirmPassword: "long-enougH" }), { confirmPassword: PASSWORD_MISMATCH });
  assert.equal(newPasswordErrors({ password: "long-enough", confirmPassword: "long-enough" }), {});
  assert.equal(
    newPasswordErrors({ password: "short", confirmPassword: "shorT" }),
    { password: PASSWORD_TOO_SHORT, confirmPassword: PASSWORD_MISMATCH },
    "both when both apply",
  );
});

test.run();
