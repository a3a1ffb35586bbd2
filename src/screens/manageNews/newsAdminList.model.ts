// The model of the news slides' windowed loader (test/unit/machines/model.test.ts reads it).
import { windowedListModel } from "../../machines/cachedListModel.ts";
import { newsAdminListMachine } from "./newsAdminList.machine.ts";

export const model = windowedListModel(newsAdminListMachine);
