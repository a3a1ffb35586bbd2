// Every feature of the app. Adding a feature: its module in src/features and one line here; a screen
// that is its own feature (src/screens/<name>/feature.ts) is found by `npm run screens` and needs
// none (docs/adding-a-screen.md, decision 070). The route table, the menus and the query decoding
// are built from the features' screens.
import { auth } from "./auth.ts";
import { conflicts } from "./conflicts.ts";
import { containers } from "./containers.ts";
import { content } from "./content.ts";
import { devices } from "./devices.ts";
import { drafts } from "./drafts.ts";
import { appRegistry } from "./feature.ts";
import { hpas } from "./hpas.ts";
import { leads } from "./leads.ts";
import { notifications } from "./notifications.ts";
import { outlets } from "./outlets.ts";
import { payments } from "./payments.ts";
import { people } from "./people.ts";
import { peopleAdmin } from "./peopleAdmin.ts";
import { placeholders } from "./placeholders.ts";
import { SCREEN_FEATURES } from "../screens/features.gen.ts";
import { programme } from "./programme.ts";
import { shell } from "./shell.ts";
import { superAdmin } from "./superAdmin.ts";
import { trainingApproval } from "./trainingApproval.ts";
import { trainings } from "./trainings.ts";
import { undo } from "./undo.ts";
import { uploads } from "./uploads.ts";
import { workshops } from "./workshops.ts";
import { workshopExecution } from "./workshopExecution.ts";

export const APP = appRegistry([
  auth,
  shell,
  outlets,
  conflicts,
  workshops,
  superAdmin,
  trainings,
  content,
  payments,
  people,
  peopleAdmin,
  devices,
  uploads,
  workshopExecution,
  programme,
  trainingApproval,
  drafts,
  hpas,
  containers,
  leads,
  notifications,
  placeholders,
  undo,
  ...SCREEN_FEATURES,
]);
