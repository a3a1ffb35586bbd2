// Registers happy-dom's globals. Import FIRST in every DOM test file (before react-dom/RTL).
import { GlobalRegistrator } from "@happy-dom/global-registrator";

if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: "http://localhost/" });

// findBy* and waitFor poll until what they wait for is there; on a busy machine (npm test runs the
// unit and server suites side by side) a second is not always enough, so they wait up to ten.
const { configure } = await import("@testing-library/dom");
configure({ asyncUtilTimeout: 10_000 });
