// The FCP's older uploads (decision 092: the device holds the latest 500): the gallery's "Show more
// from the server" asks for them a page at a time (op uploads.mine.page, ./windowPage.ts); the
// `page` actor is bound by src/features/uploads.ts.
import type { UploadRow } from "../codecs/upload.ts";
import { windowPageMachine } from "./windowPage.ts";

export const uploadPagesMachine = windowPageMachine<UploadRow, "uploadPages">("uploadPages");
