// What a failed load says (src/codecs/apiFailure.ts): a list this device never held, asked for
// without a network, is "not on this device yet", not an error; anything else says what failed.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { failureMessage, NOT_ON_DEVICE, NETWORK_FAILED, notOnDevice, UNEXPECTED_ANSWER, whyNotLoaded } from "../../../src/codecs/apiFailure.ts";

const network = { kind: "network", message: NETWORK_FAILED } as const;
const refused = { kind: "http", status: 404, code: "not_found", message: "This outlet was not found" } as const;

test("a network failure with nothing kept on this device: not on this device yet", () => {
  assert.is(notOnDevice(network, false), NOT_ON_DEVICE);
  assert.is(whyNotLoaded(network, "the outlets", false), NOT_ON_DEVICE);
  assert.is(failureMessage(network, false), NOT_ON_DEVICE);
});

test("with the list kept (a refresh failed) or another failure, the message says what failed", () => {
  assert.is(notOnDevice(network, true), undefined);
  assert.match(whyNotLoaded(network, "the outlets", true), /^The outlets could not be loaded: the server cannot be reached/);
  assert.match(whyNotLoaded(network, "the outlets"), /the server cannot be reached/, "cached by default");
  assert.is(whyNotLoaded(refused, "the outlet", false), "This outlet was not found");
  assert.is(failureMessage(refused, false), "This outlet was not found");
  assert.is(failureMessage(new Error("x"), false), UNEXPECTED_ANSWER);
});

test.run();
