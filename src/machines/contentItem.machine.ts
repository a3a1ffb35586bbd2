// An item of the content library the device does not hold (decision 092: the library is a window
// of 600): its page asks the server for it by its id (op content.list.page, ./windowPage.ts); the
// `page` actor is bound by src/features/content.ts.
import type { ContentItem } from "../codecs/content.ts";
import { windowPageMachine } from "./windowPage.ts";

export const contentItemMachine = windowPageMachine<ContentItem, "contentItem">("contentItem");
