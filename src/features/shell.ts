// The shell around every signed-in page: its settings and drawers, the lazy screens' loader (with
// the build check and the reload that keeps what was open, decision 008), the role homes with the
// news carousel, the reference lists the screens share (WSS mappings, articles, an FCP's schools) and the QA page.
import { fromCallback, fromPromise } from "xstate";
import { newsList, newsSlot } from "../codecs/news.ts";
import { articlesList, articlesSlot, wssList, wssSlot } from "../codecs/reference.ts";
import { schoolsSlot, workshopsSchools } from "../codecs/workshopPlan.ts";
import { appUpdateMachine, type AppUpdateEvent } from "../machines/appUpdate.machine.ts";
import { referenceDataMachine } from "../machines/referenceData.machine.ts";
import { headerSearchMachine } from "../machines/headerSearch.machine.ts";
import { type RecordHit, searchRecordsRead } from "../codecs/recordSearch.ts";
import { shellCarouselMachine } from "../machines/shellCarousel.machine.ts";
import { shellLoaderMachine, type BuildCheck } from "../machines/shellLoader.machine.ts";
import { shellNewsMachine } from "../machines/shellNews.machine.ts";
import { shellUiMachine, type ShellUiEvent } from "../machines/shellUi.machine.ts";
import { UI_SETTINGS_KEY } from "../codecs/uiSettings.ts";
import { homeScreens } from "../screens/home/index.ts";
import { qaLogScreen } from "../screens/qaLog/index.ts";
import { sliderScreen } from "../screens/slider/index.ts";
import { defineFeature } from "./feature.ts";
import { screen } from "../views/routes.ts";
import { fetchList } from "./lists.ts";
import { queueWrite } from "./writes.ts";
import { accountLanguage } from "../codecs/account.ts";
import { defineMutator } from "../store/mutators.ts";

/** The language chosen, kept on the account (decision 074): no list shows it, so no change at once. */
export const keepLanguage = defineMutator(accountLanguage);

export const shell = defineFeature({
  id: "shell",
  machines: [shellUiMachine, shellLoaderMachine, shellNewsMachine, shellCarouselMachine, referenceDataMachine, appUpdateMachine, headerSearchMachine],
  lists: [newsSlot, wssSlot, articlesSlot],
  writes: [accountLanguage],
  // the settings are stored, the news refetched, a chunk loaded again
  // (and the header's search: its box is empty after a reload)
  startFresh: [shellUiMachine, shellNewsMachine, shellLoaderMachine, appUpdateMachine, headerSearchMachine],
  provide: (w) => [
    shellUiMachine.provide({
      actions: {
        persist: (_, settings) => w.storage.setItem(UI_SETTINGS_KEY, JSON.stringify(settings)),
        keepLanguage: (_, language) => void queueWrite(w, keepLanguage({ language })),
        enterFullscreen: () => w.fullscreen.enter(),
        exitFullscreen: () => w.fullscreen.exit(),
      },
      actors: {
        fullscreen: fromCallback<ShellUiEvent>(({ sendBack }) => w.fullscreen.watch((on) => sendBack({ type: "ui.fullscreen.changed", on }))),
      },
    }),
    shellLoaderMachine.provide({
      actors: {
        checkBuild: fromPromise<BuildCheck, void>(({ signal }) => w.build.check(signal)),
        reload: fromPromise<void, { reason: "replaced" | "stuck" }>(async ({ input }) => {
          w.build.save(input.reason, w.openFlows());
          await w.log.flush(); // every recorded event (and queued write) is stored before the page goes
          w.reload();
          await new Promise<never>(() => {});
        }),
      },
    }),
    shellNewsMachine.provide({ actors: { loadNews: fetchList(w, newsSlot, newsList, {}) } }),
    appUpdateMachine.provide({
      actors: {
        watch: fromCallback<AppUpdateEvent>(({ sendBack }) => {
          const offWaiting = w.updates.onWaiting(() => sendBack({ type: "update.available" }));
          const offReady = w.updates.onReady?.(() => sendBack({ type: "update.offlineReady" })) ?? (() => {});
          return () => {
            offWaiting();
            offReady();
          };
        }),
        apply: fromPromise<void, void>(() => w.updates.apply()),
      },
    }),
    // the header's suggestions from the server (decision 117): what it found, kept in the flow (not a list: /search keeps its own)
    headerSearchMachine.provide({
      actors: {
        searchServer: fromPromise<readonly RecordHit[], { q: string }>(async ({ input, signal }) => {
          const r = await w.api.query(searchRecordsRead, input, signal);
          if (!r.ok) throw r.failure;
          return r.value;
        }),
      },
    }),
    referenceDataMachine.provide({
      actors: {
        loadWss: fetchList(w, wssSlot, wssList, {}),
        loadArticles: fetchList(w, articlesSlot, articlesList, {}),
        // an FCP's schools, for planning a workshop offline (decision 101); the plan form loads them again when it opens
        loadSchools: fetchList(w, schoolsSlot, workshopsSchools, {}),
      },
    }),
  ],
  screens: [
    // drawn by the app itself (src/views/App.tsx)
    screen("/404", { access: "public", title: "Page not found" }),
    screen("/500", { access: "public", title: "Something went wrong" }),
    ...homeScreens,
    // QA: this device's event log, export and replay (reachable from the user menu)
    // the home carousel's news as a full-page slideshow (decision 040)
    sliderScreen,
    qaLogScreen,
  ],
});
