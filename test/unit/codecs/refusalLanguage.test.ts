// A server's refusal in the reader's language (issue 45 item 1; decision 074): its message is a
// catalogue key, values travel beside it on the wire and with it (one text) on the client.
import { parse } from "@formatjs/icu-messageformat-parser";
import { test } from "uvu";
import * as assert from "uvu/assert";
import hi from "../../../src/codecs/catalogue.hi.json" with { type: "json" };
import { listOf, messageOf, msg } from "../../../src/codecs/language.ts";
import { PSEUDO } from "../../../src/codecs/pseudo.ts";
import { RefusalBody, refusalBody, refusalOf } from "../../../src/codecs/refusal.ts";
import { ENGLISH, translate } from "../../../src/codecs/translate.ts";
import { countText } from "../../../src/codecs/display.ts";
import { MAX_QUANTITY, QUANTITY_RULE } from "../../../src/codecs/workshopExecution.ts";
import {
  ACTUAL_RULE,
  allowedEvents,
  emptyFacts,
  MAX_PARTICIPANTS,
  PLANNED_RULE,
  REASON_MAX,
  REASON_RULE,
} from "../../../src/codecs/workshopLifecycle.ts";

const STALE = "This workshop has changed since you opened it: it is now in {stage}. {name} ({role}) moved it on {at}. Check it again before you act.";

test("a message with values goes on the wire as its key and values, and comes back as one text", () => {
  const text = msg(STALE, { stage: "Execution", name: "Ravi Kumar", role: "its CMDI", at: "22-11-26, 11:30 am" });
  const body = refusalBody("stale", text);
  assert.equal(body, {
    error: "stale",
    message: STALE,
    values: { stage: "Execution", name: "Ravi Kumar", role: "its CMDI", at: "22-11-26, 11:30 am" },
  });
  assert.ok(RefusalBody.is(body));
  const refusal = refusalOf(409, body);
  assert.is(refusal.message, text);
  assert.equal(messageOf(refusal.message), { english: STALE, values: body.values });
});

test("a message without values is its text alone, as every refusal recorded before", () => {
  assert.equal(refusalBody("not_found", "This device was not found", "id"), {
    error: "not_found",
    message: "This device was not found",
    field: "id",
  });
  assert.equal(refusalOf(404, { error: "not_found", message: "This device was not found" }), {
    status: 404,
    code: "not_found",
    message: "This device was not found",
  });
  assert.equal(messageOf("Plain; no values"), { english: "Plain; no values" });
});

test("English draws the message with its values; Hindi translates it and the values that are messages", () => {
  const text = msg(STALE, { stage: "Execution", name: "Ravi Kumar", role: "its CMDI", at: "22-11-26" });
  assert.is(
    ENGLISH(text),
    "This workshop has changed since you opened it: it is now in Execution. Ravi Kumar (its CMDI) moved it on 22-11-26. Check it again before you act.",
  );
  const inHindi = translate("hi", hi, text);
  assert.ok(inHindi.includes("आयोजन"), inHindi);
  assert.ok(inHindi.includes("इसके CMDI"), inHindi);
  assert.ok(inHindi.includes("Ravi Kumar"), inHindi);
  assert.not.ok(inHindi.includes("changed since"), inHindi);
  // a refusal as the value of another message ("Refused: {reason}")
  assert.ok(translate("hi", hi, "Refused: {reason}", { reason: text }).includes("आयोजन"));
  assert.ok(PSEUDO(text).includes("Ravi Kumar"));
});

test("every message and its Hindi parse as ICU messages", () => {
  for (const [en, h] of Object.entries(hi as Record<string, string>)) {
    parse(en);
    parse(h);
  }
});

test("the rules' numbers written out in their messages are the rules' numbers", () => {
  assert.ok(PLANNED_RULE.includes(`from 1 to ${MAX_PARTICIPANTS}.`));
  assert.ok(ACTUAL_RULE.includes(`from 1 to ${MAX_PARTICIPANTS}.`));
  assert.ok(REASON_RULE.includes(`at most ${REASON_MAX} characters`));
  assert.ok(QUANTITY_RULE.includes(`from 1 to ${countText(MAX_QUANTITY)}.`));
});

test("a rule's list of what is missing, in English and in Hindi, item by item", () => {
  const facts = { ...emptyFacts("2026-11-26"), category: "Craft" };
  const [submit] = allowedEvents("Planning", { role: "FCP", superAdmin: false }, facts);
  const reason = submit?.ok === false ? submit.reason : "";
  assert.is(
    ENGLISH(reason),
    "The plan needs the date and time, the school or Art Avenue, the planned participants, the expense head and at least one article with its quantity.",
  );
  assert.is(
    translate("hi", hi, reason),
    "योजना में तारीख और समय, स्कूल या Art Avenue, नियोजित प्रतिभागी, खर्च का मद और कम से कम एक आर्टिकल, उसकी मात्रा के साथ चाहिए।",
  );
  assert.is(ENGLISH(listOf(["a"])), "a");
  assert.is(ENGLISH(listOf(["a", "b"])), "a and b");
});

test.run();
