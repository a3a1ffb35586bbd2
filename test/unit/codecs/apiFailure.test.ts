// What a failed load says (src/codecs/apiFailure.ts): a list this device never held, asked for
// without a network, is "not on this device yet", not an error; anything else says what failed.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { failureMessage, NOT_ON_DEVICE, NETWORK_FAILED, notOnDevice, UNEXPECTED_ANSWER, whyNotLoaded } from "../../../src/codecs/apiFailure.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { ENGLISH, translate } from "../../../src/codecs/translate.ts";

const network = { kind: "network", message: NETWORK_FAILED } as const;
const refused = { kind: "http", status: 404, code: "not_found", message: "This outlet was not found" } as const;

test("a network failure with nothing kept on this device: not on this device yet", () => {
  assert.is(notOnDevice(network, false), NOT_ON_DEVICE);
  assert.is(whyNotLoaded(network, "the outlets", false), NOT_ON_DEVICE);
  assert.is(failureMessage(network, false), NOT_ON_DEVICE);
});

test("with the list kept (a refresh failed) or another failure, the message says what failed", () => {
  assert.is(notOnDevice(network, true), undefined);
  assert.match(ENGLISH(whyNotLoaded(network, "The outlets", true)), /^The outlets could not be loaded: the server cannot be reached/);
  assert.match(ENGLISH(whyNotLoaded(network, "The outlets")), /the server cannot be reached/, "cached by default");
  assert.is(whyNotLoaded(refused, "the outlet", false), "This outlet was not found");
  assert.is(failureMessage(refused, false), "This outlet was not found");
  assert.is(failureMessage(new Error("x"), false), UNEXPECTED_ANSWER);
});

test("what failed and why is one message, read in the reader's language (the carousel's saved news offline said it in English)", () => {
  const down = { kind: "http", status: 503, code: "unavailable", message: "The news service is down" } as const;
  assert.is(
    ENGLISH(whyNotLoaded(network, "The news")),
    "The news could not be loaded: the server cannot be reached. Check your connection, then try again.",
  );
  assert.is(
    translate("hi", hi, whyNotLoaded(network, "The news")),
    "समाचार को लोड नहीं किया जा सका: सर्वर से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।",
  );
  assert.is(
    translate("hi", hi, whyNotLoaded(down, "The outlets")),
    "आउटलेट की सूची को लोड नहीं किया जा सका: सर्वर में कोई समस्या आई। कृपया थोड़ी देर में फिर कोशिश करें।",
  );
  assert.match(
    translate("hi", hi, whyNotLoaded({ kind: "decode", message: "x" }, "The workshop")),
    /^वर्कशॉप को लोड नहीं किया जा सका: सर्वर से अनपेक्षित जवाब आया/,
  );
});

test.run();
