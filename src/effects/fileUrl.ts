// A file the views show (decisions 022 and 093): an uploaded one (/api/files/...) is fetched with
// the session and shown from an object URL; a demo one (/media/...) as it is. The app keeps no
// uploaded file on the device (decision 025), so with no network it says the file is not on this
// phone, in the person's language, rather than the browser's "Failed to fetch".
import { msg } from "../codecs/i18n.ts";
import type { FetchFn } from "./api.ts";

export const FILE_NOT_AVAILABLE = msg("This file is not available.");
export const FILE_NOT_ON_PHONE = msg("This file is not on this phone. Open it again while online to fetch it.");

/** `fileUrl(url, signal)` of the app's actors over `fetch`, with the session's token. */
export function fileUrlOf(
  fetch: FetchFn,
  token: () => string | null,
  objectUrl: (b: Blob) => string = (b) => URL.createObjectURL(b),
): (url: string, signal?: AbortSignal) => Promise<string> {
  return async (url, signal) => {
    if (!url.startsWith("/api/files/")) return url;
    const tok = token();
    let r: Response;
    try {
      r = await fetch(url, { method: "GET", headers: tok ? { authorization: `Bearer ${tok}` } : {}, signal });
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new Error(FILE_NOT_ON_PHONE);
    }
    if (!r.ok) throw new Error(r.status === 404 ? FILE_NOT_AVAILABLE : `The file could not be loaded (HTTP ${r.status}).`);
    return objectUrl(await r.blob());
  };
}
