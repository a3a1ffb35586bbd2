// The super admin's content library (/manageContent; decision 085): the cached list's loader (src/machines/cachedList.ts).
import { cachedListMachine } from "../../machines/cachedList.ts";

export const contentAdminListMachine = cachedListMachine("contentAdminList");
