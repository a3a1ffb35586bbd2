// Every operation the API offers: one handler per contract of src/codecs, each defined (defineOp)
// beside the others of its area and exported by its module, alone or in a list. ALL_OPS collects
// them from the modules: a new handler needs no line here, a new module one line below.
// test/unit/registry.test.ts fails for a contract without exactly one handler, a handler without
// a contract, or a module's handler missing here.
import * as contacts from "./contacts.ts";
import * as containers from "./containers.ts";
import * as content from "./content.ts";
import * as devices from "./devices.ts";
import * as hpas from "./hpas.ts";
import * as leads from "./leads.ts";
import * as me from "./me.ts";
import * as news from "./news.ts";
import * as notifications from "./notifications.ts";
import * as push from "./push.ts";
import * as outlets from "./outlets.ts";
import * as payments from "./payments.ts";
import * as people from "./people.ts";
import * as reference from "./reference.ts";
import type { Op } from "./registry.ts";
import * as superAdmin from "./superAdmin.ts";
import * as trainingPhotos from "./trainingPhotos.ts";
import * as trainings from "./trainings.ts";
import * as uploads from "./uploads.ts";
import * as workshopPlan from "./workshopPlan.ts";
import * as workshops from "./workshops.ts";
import * as workshopExecution from "./workshopExecution.ts";

const isOp = (v: unknown): v is Op =>
  typeof v === "object" && v !== null && typeof (v as Op).run === "function" && typeof (v as Op).name === "string" && "contract" in v;

/** Every Op the modules export (alone or in a list), once each, module by module. */
export function opsOf(modules: readonly object[]): Op[] {
  const out: Op[] = [];
  for (const m of modules) {
    for (const v of Object.values(m).flatMap((x) => (Array.isArray(x) ? x : [x]))) if (isOp(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

export const ALL_OPS: readonly Op[] = opsOf([
  news,
  me,
  outlets,
  reference,
  workshops,
  superAdmin,
  trainings,
  content,
  payments,
  people,
  devices,
  uploads,
  trainingPhotos,
  workshopPlan,
  workshopExecution,
  contacts,
  hpas,
  containers,
  leads,
  notifications,
  push,
]);
