// Every feature of the app. Adding a screen or flow: its module in src/features, one line here,
// and its route row in src/views/routes.ts (docs/adding-a-screen.md).
import { auth } from "./auth.ts";
import { content } from "./content.ts";
import { devices } from "./devices.ts";
import { appRegistry } from "./feature.ts";
import { outlets } from "./outlets.ts";
import { payments } from "./payments.ts";
import { people } from "./people.ts";
import { shell } from "./shell.ts";
import { superAdmin } from "./superAdmin.ts";
import { trainings } from "./trainings.ts";
import { uploads } from "./uploads.ts";
import { workshops } from "./workshops.ts";
import { workshopExecution } from "./workshopExecution.ts";

export const APP = appRegistry([auth, shell, outlets, workshops, superAdmin, trainings, content, payments, people, devices, uploads,
  workshopExecution]);
