// The shell's UI state: theme, direction, search-bar flag, language (remembered through the `persist`
// action), the side drawer, the notifications drawer, the small-screen search and fullscreen.
// The world (storage, the Fullscreen API) enters only as named actions and the `fullscreen`
// actor, provided at wiring time.
import { assign, fromCallback, setup, type ActorRefFrom } from "xstate";
import type { Language } from "../codecs/language.ts";
import type { UiSettings } from "../codecs/uiSettings.ts";

export interface ShellUiContext extends UiSettings {
  /** A mobile-size screen: the drawer is temporary there and starts closed. */
  small: boolean;
  drawerOpen: boolean;
  notificationsOpen: boolean;
  /** The search box on a small screen is collapsed behind a button until opened. */
  searchOpen: boolean;
  fullscreen: boolean;
}

export type ShellUiEvent =
  | { type: "ui.theme.toggle" }
  | { type: "ui.direction.toggle" }
  | { type: "ui.language.chosen"; language: Language }
  | { type: "ui.language.adopted"; language: Language }
  | { type: "ui.drawer.toggle" }
  | { type: "ui.drawer.close" }
  | { type: "ui.screen.changed"; small: boolean }
  | { type: "ui.notifications.open" }
  | { type: "ui.notifications.close" }
  | { type: "ui.search.toggle" }
  | { type: "ui.fullscreen.toggle" }
  | { type: "ui.fullscreen.changed"; on: boolean };

export interface ShellUiInput {
  settings: UiSettings;
  small: boolean;
}

const settingsOf = (c: ShellUiContext): UiSettings => ({ theme: c.theme, direction: c.direction, searchBar: c.searchBar, language: c.language });

export const shellUiMachine = setup({
  types: { context: {} as ShellUiContext, events: {} as ShellUiEvent, input: {} as ShellUiInput },
  actions: {
    persist: (_, _settings: UiSettings) => {},
    /** The person chose a language: it is kept on their account too (decision 074). */
    keepLanguage: (_, _language: Language) => {},
    enterFullscreen: () => {},
    exitFullscreen: () => {},
  },
  actors: {
    /** Reports fullscreen changes made outside the app (Esc) as ui.fullscreen.changed. */
    fullscreen: fromCallback<ShellUiEvent>(() => () => {}),
  },
}).createMachine({
  id: "shellUi",
  context: ({ input }) => ({
    ...input.settings,
    small: input.small,
    drawerOpen: !input.small,
    notificationsOpen: false,
    searchOpen: false,
    fullscreen: false,
  }),
  invoke: { id: "fullscreen", src: "fullscreen" },
  on: {
    "ui.theme.toggle": {
      actions: [
        assign({ theme: ({ context }) => (context.theme === "dark" ? "light" : "dark") }),
        { type: "persist", params: ({ context }) => settingsOf(context) },
      ],
    },
    "ui.direction.toggle": {
      actions: [
        assign({ direction: ({ context }) => (context.direction === "rtl" ? "ltr" : "rtl") }),
        { type: "persist", params: ({ context }) => settingsOf(context) },
      ],
    },
    "ui.language.chosen": {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: "persist", params: ({ context }) => settingsOf(context) },
        { type: "keepLanguage", params: ({ event }) => event.language },
      ],
    },
    /** Signed in where the account keeps another language: the device takes it (nothing to send back). */
    "ui.language.adopted": {
      actions: [assign({ language: ({ event }) => event.language }), { type: "persist", params: ({ context }) => settingsOf(context) }],
    },
    "ui.drawer.toggle": { actions: assign({ drawerOpen: ({ context }) => !context.drawerOpen }) },
    "ui.drawer.close": { actions: assign({ drawerOpen: false }) },
    "ui.screen.changed": {
      // Closing on a mobile-size screen; opening again (persistent) on a large one.
      actions: assign(({ context, event }) =>
        event.small === context.small ? {} : { small: event.small, drawerOpen: !event.small, searchOpen: false },
      ),
    },
    "ui.notifications.open": { actions: assign({ notificationsOpen: true }) },
    "ui.notifications.close": { actions: assign({ notificationsOpen: false }) },
    "ui.search.toggle": { actions: assign({ searchOpen: ({ context }) => !context.searchOpen }) },
    "ui.fullscreen.toggle": [{ guard: ({ context }) => context.fullscreen, actions: "exitFullscreen" }, { actions: "enterFullscreen" }],
    "ui.fullscreen.changed": { actions: assign({ fullscreen: ({ event }) => event.on }) },
  },
});

export type ShellUiActorRef = ActorRefFrom<typeof shellUiMachine>;
