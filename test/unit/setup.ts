// Registers happy-dom's globals. Import FIRST in every DOM test file and every helper that draws
// (harness.tsx, renderView.tsx, ...), before react-dom or @testing-library/react: uvu loads every
// file its pattern matches (`test/unit shell` loads shell/harness.tsx as a suite of its own), and a
// react-dom evaluated before there is a document decides once that it has none: it then ignores
// `input` and `change` events, so a controlled input never sees what a test types.
import { createRequire } from "node:module";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

if (!GlobalRegistrator.isRegistered) {
  const early = Object.values(createRequire(import.meta.url).cache).find((m) => m?.loaded && /react-dom[\\/]cjs[\\/]react-dom-client\./.test(m.id));
  if (early)
    throw new Error(
      `react-dom was loaded before test/unit/setup.ts registered the document (${early.id}): import setup.ts first in the file that loaded it`,
    );
  GlobalRegistrator.register({ url: "http://localhost/" });
}

// findBy* and waitFor poll until what they wait for is there; on a busy machine (npm test runs the
// unit and server suites side by side) a second is not always enough, so they wait up to ten.
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 10_000 });
