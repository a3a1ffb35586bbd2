// The model of the people list's loader (test/unit/machines/model.test.ts reads it).
import { cachedListModel } from "../../machines/cachedListModel.ts";
import { peopleListMachine } from "./peopleList.machine.ts";

export const model = cachedListModel(peopleListMachine);
