// A production build fetches Hindi's catalogue as a JSON file (process.env.CATALOGUE_HI; decision
// 096): a fetch that fails is tried again after a pause, so a page whose service worker fails the
// file at first still draws Hindi, from the device's cache when it holds the file; one that keeps
// failing says the language could not be loaded.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, screen } from "@testing-library/react";
import hi from "../../../src/codecs/catalogue.hi.json";
import { useTranslator } from "../../../src/views/i18n.tsx";

const URL_HI = "/assets/files/catalogue.hi-TEST.json";
const realFetch = globalThis.fetch;

test.before.each(() => {
  process.env.CATALOGUE_HI = URL_HI;
});
test.after.each(() => {
  cleanup();
  globalThis.fetch = realFetch;
  delete process.env.CATALOGUE_HI;
});

function Probe() {
  const { t, missing } = useTranslator("hi");
  return <p>{missing ? `missing ${missing}` : t("Sign out")}</p>;
}

test("the catalogue's fetch fails once, then answers: the page draws Hindi", async () => {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(String(url));
    if (asked.length === 1) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(hi), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  render(<Probe />);
  await screen.findByText(hi["Sign out"] as string, {}, { timeout: 3000 });
  assert.equal(asked, [URL_HI, URL_HI]);
});

test("the fetch fails but the device's cache holds the file: the page draws Hindi at once", async () => {
  let tries = 0;
  globalThis.fetch = (async () => {
    tries++;
    throw new TypeError("Failed to fetch");
  }) as typeof fetch;
  const asked: string[] = [];
  Object.assign(globalThis, {
    caches: {
      match: async (url: string) => {
        asked.push(url);
        return url === URL_HI ? new Response(JSON.stringify(hi)) : undefined;
      },
    },
  });
  try {
    render(<Probe />);
    await screen.findByText(hi["Sign out"] as string, {}, { timeout: 400 });
    assert.is(tries, 1, "no pause to try again");
    assert.equal(asked, [URL_HI]);
  } finally {
    delete (globalThis as { caches?: unknown }).caches;
  }
});

test("every try fails: the language is said to be missing, after the last one", async () => {
  let tries = 0;
  globalThis.fetch = (async () => {
    tries++;
    return new Response("gone", { status: 404 });
  }) as typeof fetch;
  render(<Probe />);
  await screen.findByText("missing hi", {}, { timeout: 10_000 });
  assert.is(tries, 4, "the first fetch and three more");
});

test.run();
