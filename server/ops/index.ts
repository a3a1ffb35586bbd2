// Every operation the API offers. Add new ones here.
import { meAccount } from "./me.ts";
import { newsList } from "./news.ts";
import { OUTLET_OPS } from "./outlets.ts";
import { articlesList, wssList } from "./reference.ts";
import type { Op } from "./registry.ts";

export const ALL_OPS: readonly Op[] = [newsList, meAccount, ...OUTLET_OPS, wssList, articlesList];
