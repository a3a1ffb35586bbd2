// The super admin's people (/managePeople; decision 077): the cached list's loader (src/machines/cachedList.ts).
import { cachedListMachine } from "../../machines/cachedList.ts";

export const peopleListMachine = cachedListMachine("peopleList");
