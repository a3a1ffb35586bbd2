// Every operation the API offers: one handler per contract of src/codecs. Add new ones here.
import { DEVICE_OPS } from "./devices.ts";
import { meOp } from "./me.ts";
import { newsOp } from "./news.ts";
import { OUTLET_OPS } from "./outlets.ts";
import { articlesOp, wssOp } from "./reference.ts";
import type { Op } from "./registry.ts";
import { SUPER_ADMIN_OPS } from "./superAdmin.ts";
import { WORKSHOP_OPS } from "./workshops.ts";

export const ALL_OPS: readonly Op[] = [newsOp, meOp, ...OUTLET_OPS, wssOp, articlesOp, ...WORKSHOP_OPS, ...SUPER_ADMIN_OPS, ...DEVICE_OPS];
