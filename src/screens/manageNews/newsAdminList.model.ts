// The model of the news slides' loader (test/unit/machines/model.test.ts reads it).
import { cachedListModel } from "../../machines/cachedListModel.ts";
import { newsAdminListMachine } from "./newsAdminList.machine.ts";

export const model = cachedListModel(newsAdminListMachine);
