// The language a view draws its texts in (decision 074): `useT()` gives the translator of the
// language the person chose (English until another is chosen, and while its catalogue loads), so a
// view writes `t("Sign out")` with the spec's English and shows it in the reader's language. The
// app gives it (`useTranslator` in App.tsx); a view drawn alone in a test draws English.
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import type { Catalogue, Language, Translate } from "../codecs/i18n.ts";
import { PSEUDO, PSEUDO_KEY } from "../codecs/pseudo.ts";
import { ENGLISH, translator } from "../codecs/translate.ts";
import { setDocumentLanguage } from "./documentTheme.ts";

const TranslateContext = createContext<Translate>(ENGLISH);

export const TranslateProvider = TranslateContext.Provider;

/** The translator of the chosen language. */
export const useT = (): Translate => useContext(TranslateContext);

/** The pauses before a catalogue's fetch is tried again: a phone's service worker, just woken
 * with the page, has been seen to fail a file it holds and serve it a moment later. */
const CATALOGUE_RETRY_MS = [500, 2000, 5000];

/** A catalogue built as a JSON file (a production build), fetched; tried again after a pause. */
/**
 * The catalogue as the device keeps it (the service worker's copy, in any of the origin's caches),
 * read by the page itself when a fetch fails: CI saw the worker fail a file it held while a page
 * started offline, and serve it half a minute later (decision 096).
 */
async function keptCatalogue(url: string): Promise<Catalogue | undefined> {
  try {
    const r = await globalThis.caches?.match(url);
    return r ? ((await r.json()) as Catalogue) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchCatalogue(url: string): Promise<Catalogue> {
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await fetch(url);
      if (!r.ok) throw new Error(`the catalogue answered ${r.status}`);
      return (await r.json()) as Catalogue;
    } catch (e) {
      const kept = await keptCatalogue(url);
      if (kept) return kept;
      const pause = CATALOGUE_RETRY_MS[attempt];
      if (pause === undefined) throw e;
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

/**
 * A language's catalogue and font, fetched only when the language is chosen (the English first
 * load carries neither). A production build has the catalogue as a JSON file whose fetch can be
 * tried again (process.env.CATALOGUE_HI, scripts/clientBuild/bundles.ts); a module's failed
 * import could not, in the same page. A development build and the tests import the module.
 */
const loadCatalogue = (language: Exclude<Language, "en">): Promise<Catalogue> =>
  ({
    hi: () => {
      void import("./devanagari.ts").then(
        (m) => m.addDevanagari(),
        () => {},
      );
      return process.env.CATALOGUE_HI
        ? fetchCatalogue(process.env.CATALOGUE_HI)
        : import("../codecs/catalogue.hi.json").then((m) => m.default as Catalogue);
    },
  })[language]();

/** Whether QA turned the pseudo-language on for this device (src/codecs/pseudo.ts). */
const pseudoOn = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_KEY) === "1";
  } catch {
    return false;
  }
};

/**
 * The translator for `language`, once its catalogue is here; `<html lang>` follows what is shown.
 * The pseudo-language, when QA turned it on for the device, stands in for every language.
 * `missing`: the chosen language, when its catalogue could not be fetched (chosen offline on a
 * device that has not stored it: decision 096); the texts stay in English meanwhile.
 */
export function useTranslator(language: Language): { t: Translate; missing: Language | null } {
  const [pseudo] = useState(pseudoOn);
  const [loaded, setLoaded] = useState<{ language: Language; catalogue: Catalogue } | null>(null);
  const [failed, setFailed] = useState<Language | null>(null);
  useEffect(() => {
    if (language === "en") return;
    let live = true;
    void loadCatalogue(language).then(
      (catalogue) => live && setLoaded({ language, catalogue }),
      () => live && setFailed(language),
    );
    return () => {
      live = false;
    };
  }, [language]);
  const shown = language !== "en" && loaded?.language === language ? loaded : null;
  useEffect(() => setDocumentLanguage(shown?.language ?? "en"), [shown]);
  const t = useMemo(() => (pseudo ? PSEUDO : shown ? translator(shown.language, shown.catalogue) : ENGLISH), [pseudo, shown]);
  return { t, missing: !shown && failed === language ? language : null };
}
