// src/screens/features.gen.ts lists every screen that is its own feature (src/screens/<name>/feature.ts),
// as `npm run screens` writes it (scripts/screenFeatures.ts), and the app registers them.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync } from "node:fs";
import { featureFolders, featuresModule, GENERATED } from "../../scripts/screenFeatures.ts";
import { APP } from "../../src/features/index.ts";
import { SCREEN_FEATURES } from "../../src/screens/features.gen.ts";

test("src/screens/features.gen.ts is what `npm run screens` writes (run it after adding a screen's feature.ts)", () => {
  assert.is(readFileSync(GENERATED, "utf8"), featuresModule(featureFolders()));
});

test("the module imports each folder's feature, in the list the app registers", () => {
  const text = featuresModule(["notes", "visits"]);
  assert.match(text, 'import { feature as notesFeature } from "./notes/feature.ts";');
  assert.match(text, "export const SCREEN_FEATURES: readonly Feature[] = [notesFeature, visitsFeature];");
  assert.is.not(text, featuresModule(["notes"]), "a folder left out changes the module");
  for (const f of SCREEN_FEATURES) assert.ok(APP.features.includes(f), `${f.id} is registered`);
});

test.run();
