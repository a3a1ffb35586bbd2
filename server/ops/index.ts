// Every operation the API offers: one handler per contract of src/codecs. Add new ones here.
import { CONTENT_OPS } from "./content.ts";
import { DEVICE_OPS } from "./devices.ts";
import { meOp } from "./me.ts";
import { newsOp } from "./news.ts";
import { OUTLET_OPS } from "./outlets.ts";
import { PAYMENT_OPS } from "./payments.ts";
import { PEOPLE_OPS } from "./people.ts";
import { articlesOp, wssOp } from "./reference.ts";
import type { Op } from "./registry.ts";
import { SUPER_ADMIN_OPS } from "./superAdmin.ts";
import { TRAINING_PHOTO_OPS } from "./trainingPhotos.ts";
import { trainingsOp } from "./trainings.ts";
import { UPLOAD_OPS } from "./uploads.ts";
import { PLAN_OPS } from "./workshopPlan.ts";
import { WORKSHOP_OPS } from "./workshops.ts";
import { WORKSHOP_EXECUTION_OPS } from "./workshopExecution.ts";

export const ALL_OPS: readonly Op[] = [newsOp, meOp, ...OUTLET_OPS, wssOp, articlesOp, ...WORKSHOP_OPS, ...SUPER_ADMIN_OPS, trainingsOp, ...CONTENT_OPS, ...PAYMENT_OPS, ...PEOPLE_OPS, ...DEVICE_OPS, ...UPLOAD_OPS, ...TRAINING_PHOTO_OPS, ...PLAN_OPS,
  ...WORKSHOP_EXECUTION_OPS];
