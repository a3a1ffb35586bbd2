// The model of the content library's windowed loader (test/unit/machines/model.test.ts reads it).
import { windowedListModel } from "../../machines/cachedListModel.ts";
import { contentAdminListMachine } from "./contentAdminList.machine.ts";

export const model = windowedListModel(contentAdminListMachine);
