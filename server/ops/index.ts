// Every operation the API offers: one handler per contract of src/codecs. Add new ones here.
import { CONTENT_OPS } from "./content.ts";
import { meOp } from "./me.ts";
import { newsOp } from "./news.ts";
import { OUTLET_OPS } from "./outlets.ts";
import { articlesOp, wssOp } from "./reference.ts";
import type { Op } from "./registry.ts";
import { trainingsOp } from "./trainings.ts";

export const ALL_OPS: readonly Op[] = [newsOp, meOp, ...OUTLET_OPS, wssOp, articlesOp, trainingsOp, ...CONTENT_OPS];
