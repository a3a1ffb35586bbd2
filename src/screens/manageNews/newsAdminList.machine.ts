// The super admin's news slides (/manageNews; decisions 087, 118): the windowed list's loader
// (src/machines/windowedList.ts): the device's first slides by their order, and the server's page for
// the retired slides or "Show more from the server" (`page`, op news.all.page).
import type { AdminNewsSlide } from "../../codecs/newsAdmin.ts";
import { windowedListMachine } from "../../machines/windowedList.ts";

export const newsAdminListMachine = windowedListMachine<"newsAdminList", AdminNewsSlide>("newsAdminList");
