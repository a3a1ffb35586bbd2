// The shell's remembered settings (local storage key "uiSettings"): theme, direction, the
// search-bar visibility flag and the language the app is read in (decision 074).
import * as t from "io-ts";
import { DEFAULT_LANGUAGE, Language } from "./language.ts";

export const Theme = t.union([t.literal("light"), t.literal("dark")]);
export type Theme = t.TypeOf<typeof Theme>;
export const Direction = t.union([t.literal("ltr"), t.literal("rtl")]);
export type Direction = t.TypeOf<typeof Direction>;

export const UiSettings = t.type({ theme: Theme, direction: Direction, searchBar: t.boolean, language: Language });
export type UiSettings = t.TypeOf<typeof UiSettings>;

export const UI_SETTINGS_KEY = "uiSettings";
export const DEFAULT_UI_SETTINGS: UiSettings = { theme: "light", direction: "ltr", searchBar: true, language: DEFAULT_LANGUAGE };

/** Reads stored settings; anything missing or malformed falls back to the default value. */
export function parseUiSettings(raw: string | null): UiSettings {
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    json = null;
  }
  const o = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  return {
    theme: Theme.is(o.theme) ? o.theme : DEFAULT_UI_SETTINGS.theme,
    direction: Direction.is(o.direction) ? o.direction : DEFAULT_UI_SETTINGS.direction,
    searchBar: typeof o.searchBar === "boolean" ? o.searchBar : DEFAULT_UI_SETTINGS.searchBar,
    language: Language.is(o.language) ? o.language : DEFAULT_UI_SETTINGS.language,
  };
}
