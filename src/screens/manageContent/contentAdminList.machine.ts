// The super admin's content library (/manageContent; decisions 085, 118): the windowed list's loader
// (src/machines/windowedList.ts): the device's newest items, and the server's page for a search, the
// retired items or "Show more from the server" (`page`, op content.all.page).
import type { AdminContentItem } from "../../codecs/contentAdmin.ts";
import { windowedListMachine } from "../../machines/windowedList.ts";

export const contentAdminListMachine = windowedListMachine<"contentAdminList", AdminContentItem>("contentAdminList");
