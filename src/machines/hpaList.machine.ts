// The FCP's HPAs (/listHPA, /listFCPAssignedHPA, /assignedHPA; decision 041): the cached list's
// loader (./cachedList.ts); the search text and the type filter live in the page's address.
import { cachedListMachine } from "./cachedList.ts";

export const hpaListMachine = cachedListMachine("hpaList");
