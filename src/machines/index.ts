// Every root machine of the app by its id: what a replay (QA page, `npm run replay`) drives.
// A view's flow key is the id, or `id:instance` (see src/views/flows.ts).
import type { AnyStateMachine } from "xstate";
import { loginFormMachine } from "./loginForm.machine.ts";
import { outletFormMachine } from "./outletForm.machine.ts";
import { outletListMachine } from "./outletList.machine.ts";
import { referenceDataMachine } from "./referenceData.machine.ts";
import { sessionMachine } from "./session.machine.ts";
import { shellCarouselMachine } from "./shellCarousel.machine.ts";
import { shellLoaderMachine } from "./shellLoader.machine.ts";
import { shellNewsMachine } from "./shellNews.machine.ts";
import { shellUiMachine } from "./shellUi.machine.ts";
import { signInGateMachine } from "./signInGate.machine.ts";

const machines: AnyStateMachine[] = [
  sessionMachine, loginFormMachine, signInGateMachine, shellUiMachine, shellNewsMachine, shellCarouselMachine, shellLoaderMachine,
  outletListMachine, outletFormMachine, referenceDataMachine,
];

export const APP_MACHINES: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(machines.map((m) => [m.id, m]));
