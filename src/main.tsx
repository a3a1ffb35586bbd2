// Entry: styles, the app's actors bound to the browser, and the render.
import "normalize.css";
import "@blueprintjs/core/lib/css/blueprint.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BlueprintProvider } from "@blueprintjs/core";
import { navigate } from "wouter/use-browser-location";
import { ActorsProvider } from "./views/actors.tsx";
import { App } from "./views/App.tsx";
import { createAppActors } from "./wiring.ts";

const actors = createAppActors({
  fetch: (url, init) => window.fetch(url, init),
  storage: window.localStorage,
  navigate: (to) => navigate(to),
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BlueprintProvider>
      <ActorsProvider value={actors}>
        <App />
      </ActorsProvider>
    </BlueprintProvider>
  </StrictMode>,
);
