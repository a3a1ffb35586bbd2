// The FCP's containers (/viewContainer; decision 043), and the managers' view of their FCPs': the
// cached list's loader with its device window (decision 092; ./windowedList.ts): the rest of a
// manager's containers from the server (`page`, op containers.list.page), one by its id too.
import type { Container } from "../codecs/container.ts";
import { windowedListMachine } from "./windowedList.ts";

export const containerListMachine = windowedListMachine<"containerList", Container>("containerList");
