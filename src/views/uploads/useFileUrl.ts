// An address to show a file at (an image, the ETTC PDF): an uploaded file is fetched with the
// session and shown from an object URL (the server serves it only to a session in scope); a demo
// file (/media/...) as it is.
import { useEffect, useState } from "react";
import { useViewActors } from "../actors.tsx";

export function useFileUrl(url: string | null): { src: string | null; error: string | null } {
  const { fileUrl } = useViewActors();
  const [state, setState] = useState<{ src: string | null; error: string | null }>({ src: null, error: null });
  useEffect(() => {
    if (!url) {
      setState({ src: null, error: null });
      return;
    }
    if (!fileUrl || !url.startsWith("/api/files/")) {
      setState({ src: url, error: null });
      return;
    }
    const ac = new AbortController();
    let made: string | null = null;
    fileUrl(url, ac.signal).then(
      (src) => {
        if (ac.signal.aborted) {
          if (src.startsWith("blob:")) URL.revokeObjectURL(src);
          return;
        }
        made = src;
        setState({ src, error: null });
      },
      (e: unknown) => {
        if (!ac.signal.aborted) setState({ src: null, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      ac.abort();
      if (made?.startsWith("blob:")) URL.revokeObjectURL(made);
    };
  }, [url, fileUrl]);
  return state;
}
