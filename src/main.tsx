// Entry: styles, the app's actors bound to the browser, and the render.
import "normalize.css";
import "@blueprintjs/core/lib/css/blueprint.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { ActorsProvider } from "./views/actors.tsx";
import { App } from "./views/App.tsx";
import { SMALL_SCREEN_QUERY } from "./views/shell/screen.ts";
import { createAppActors, type FullscreenPort } from "./wiring.ts";

const fullscreen: FullscreenPort = {
  enter: () => void document.documentElement.requestFullscreen?.().catch(() => {}),
  exit: () => void (document.fullscreenElement ? document.exitFullscreen().catch(() => {}) : undefined),
  watch(onChange) {
    const on = () => onChange(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", on);
    return () => document.removeEventListener("fullscreenchange", on);
  },
};

const actors = createAppActors({
  fetch: (url, init) => window.fetch(url, init),
  storage: window.localStorage,
  navigate: (to) => navigate(to),
  smallScreen: window.matchMedia(SMALL_SCREEN_QUERY).matches,
  fullscreen,
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ActorsProvider value={actors}>
      <App />
    </ActorsProvider>
  </StrictMode>,
);
