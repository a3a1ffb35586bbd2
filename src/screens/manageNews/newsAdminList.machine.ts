// The super admin's news slides (/manageNews; decision 087): the cached list's loader (src/machines/cachedList.ts).
import { cachedListMachine } from "../../machines/cachedList.ts";

export const newsAdminListMachine = cachedListMachine("newsAdminList");
