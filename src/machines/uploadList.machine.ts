// The FCP's cached submission images (uploads.mine, recorded as `uploads.fetched`), loaded by
// /viewUploads (see cachedList.ts); `load` is bound by src/features/uploads.ts.
import { cachedListMachine } from "./cachedList.ts";

export const uploadListMachine = cachedListMachine("uploadList");
