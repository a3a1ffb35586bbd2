// "Find ... on the server" (decision 092): a form's choice from a windowed list the device holds
// part of (the plan's school, the plan's and the report's articles) — a search the screen sends to
// the list's page op, and where the choices came from (WindowNote).
import { useState } from "react";
import { Button, ControlGroup, InputGroup } from "@blueprintjs/core";
import { WindowNote, type WindowSource } from "./WindowNote.tsx";
import { useT } from "./i18n.tsx";

export interface ServerFinderProps {
  /** Where the choices came from (the device's, the server's answer to the search). */
  source: WindowSource;
  /** Asks the server for the rows the text finds (blank: the device's again). */
  onSearch: (text: string) => void;
}

/** The finder: its label (a catalogue key), the search box's id, the caller's class for its block. */
export function ServerFinder({
  f,
  label,
  id,
  className,
  disabled,
}: {
  f: ServerFinderProps;
  label: string;
  id: string;
  className: string;
  disabled: boolean;
}) {
  const t = useT();
  const [text, setText] = useState("");
  return (
    <div className={className}>
      <label htmlFor={id}>{t(label)}</label>
      <ControlGroup>
        <InputGroup
          id={id}
          type="search"
          value={text}
          disabled={disabled}
          onValueChange={setText}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              f.onSearch(text);
            }
          }}
        />
        <Button text={t("Search")} disabled={disabled} onClick={() => f.onSearch(text)} />
      </ControlGroup>
      <WindowNote source={f.source} />
    </div>
  );
}
