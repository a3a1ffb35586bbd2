// The model of the content library's loader (test/unit/machines/model.test.ts reads it).
import { cachedListModel } from "../../machines/cachedListModel.ts";
import { contentAdminListMachine } from "./contentAdminList.machine.ts";

export const model = cachedListModel(contentAdminListMachine);
