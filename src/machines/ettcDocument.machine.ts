// The FCP's ETTC document as the server has it (uploads.ettc, recorded as `ettc.fetched`: none or
// one row), loaded by /ettc-Upload and /pdfViewer (see cachedList.ts); `load` is bound by
// src/features/uploads.ts.
import { cachedListMachine } from "./cachedList.ts";

export const ettcDocumentMachine = cachedListMachine("ettcDocument");
