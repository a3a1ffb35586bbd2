// Registers happy-dom's globals. Import FIRST in every DOM test file (before react-dom/RTL).
import { GlobalRegistrator } from "@happy-dom/global-registrator";

if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: "http://localhost/" });
