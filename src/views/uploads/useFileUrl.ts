// An address to show a file at (an image, the ETTC PDF): an uploaded file is fetched with the
// session and shown from an object URL (the server serves it only to a session in scope); a demo
// file (/media/...) as it is.
import { useEffect, useState } from "react";
import { useViewActors } from "../actors.tsx";

export function useFileUrl(url: string | null): { src: string | null; error: string | null } {
  const { fileUrl } = useViewActors();
  // what was fetched, for which address: a view that shows another file next (a carousel's slide)
  // never shows the last one's picture under the new one's name while the new one loads
  const [state, setState] = useState<{ url: string | null; src: string | null; error: string | null }>({ url: null, src: null, error: null });
  useEffect(() => {
    if (!url || !fileUrl || !url.startsWith("/api/files/")) return;
    const ac = new AbortController();
    let made: string | null = null;
    fileUrl(url, ac.signal).then(
      (src) => {
        if (ac.signal.aborted) {
          if (src.startsWith("blob:")) URL.revokeObjectURL(src);
          return;
        }
        made = src;
        setState({ url, src, error: null });
      },
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ url, src: null, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      ac.abort();
      if (made?.startsWith("blob:")) URL.revokeObjectURL(made);
    };
  }, [url, fileUrl]);
  if (!url) return { src: null, error: null };
  if (!fileUrl || !url.startsWith("/api/files/")) return { src: url, error: null };
  return state.url === url ? { src: state.src, error: state.error } : { src: null, error: null };
}
