// A language chosen while its catalogue cannot be fetched (offline, on a device that has not
// stored it yet: decision 096): the texts stay in English, and this says why and what to do.
import { LANGUAGES, type Language } from "../codecs/i18n.ts";
import { useT } from "./i18n.tsx";
import "./LanguageNote.css";

export function LanguageNote({ language }: { language: Language }) {
  const t = useT();
  const name = LANGUAGES.find((l) => l.code === language)?.name ?? language;
  return (
    <div role="status" className="language-note">
      {t("{language} could not be loaded. Connect to the internet and reload the page to read the app in it.", { language: name })}
    </div>
  );
}
