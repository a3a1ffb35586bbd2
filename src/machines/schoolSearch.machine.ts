// The schools a plan may name that the device does not hold (decision 092: the device holds the
// first 1,000 by name): the plan form's "Find a school on the server" asks for them by the
// person's search (op workshops.schools.page, ./windowPage.ts); the `page` actor is bound by
// src/features/workshops.ts.
import type { School } from "../codecs/workshopPlan.ts";
import { windowPageMachine } from "./windowPage.ts";

export const schoolSearchMachine = windowPageMachine<School, "schoolSearch">("schoolSearch");
