// The content library's cached list (content.list, recorded as `content.fetched`), loaded by the
// content list pages and the details page (see cachedList.ts); `load` is bound by src/features/content.ts.
import { cachedListMachine } from "./cachedList.ts";

export const contentLibraryMachine = cachedListMachine("contentLibrary");
