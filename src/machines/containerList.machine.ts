// The FCP's containers (/viewContainer; decision 043), and the managers' view of their FCPs': the
// cached list's loader (./cachedList.ts).
import { cachedListMachine } from "./cachedList.ts";

export const containerListMachine = cachedListMachine("containerList");
