// A lazy screen while its chunk loads (spec section 2): nothing at first, then 'Loading...', or
// 'Error!' with Retry and why. Plain props: the loader's flow is hosted by lazyScreen.tsx.
import { LoadingImage } from "../../views/LoadingImage.tsx";
import { ErrorState } from "../../views/shell/ErrorState.tsx";

export interface ScreenLoaderProps {
  /** Nothing yet (or loaded), the spinner, or the failure. */
  shown: "nothing" | "spinner" | "error";
  /** Why it failed. */
  detail: string;
  onRetry: () => void;
  /** A whole page: its 'Error!' is the page's h1. */
  standalone?: boolean;
}

export function ScreenLoaderView(p: ScreenLoaderProps) {
  if (p.shown === "error") return <ErrorState detail={p.detail} onRetry={p.onRetry} standalone={p.standalone} />;
  if (p.shown === "spinner") return <LoadingImage />;
  return null;
}
