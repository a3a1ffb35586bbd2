// /qa/log: this device's event log for QA (export and replay).
import { screen } from "../../views/routes.ts";

export const qaLogScreen = screen("/qa/log", { access: "signedIn", title: "Event log (QA)", view: () => import("./screen.tsx") });
