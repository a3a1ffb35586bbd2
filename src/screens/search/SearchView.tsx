// /search, presentational (decision 082; its screen: ./screen.tsx): the search box again (to search
// anew), then what matched, grouped by kind (Workshops, HPAs, Leads, Outlets, People), each a link to
// where it is worked on with what identifies it; a query too short, or nothing matching, says so and
// says what was searched: the records saved on this device, and (online) the server's. A hit only
// the server found says so; while the server is asked, or when it could not be, the page says that.
import { Button, Callout, H2, InputGroup, Tag } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { RECORD_KIND_TITLES, RECORD_KINDS, RECORD_SEARCH_MIN, type RecordHit } from "../../codecs/recordSearch.ts";
import { useT } from "../../views/i18n.tsx";
import { PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import "./SearchView.css";

export interface SearchViewProps {
  title: string;
  back: string;
  /** What was searched for ("" when nothing yet). */
  query: string;
  /** The hits, the device's first; `server`: only the server found it. */
  hits: readonly (RecordHit & { server?: true })[];
  /** How many records the device holds and searched. */
  searched: number;
  offline: boolean;
  /** The server's part: not asked (offline, or too short a query), being asked, answered, or failed. */
  server: "none" | "searching" | "done" | "failed";
  /** Why the server could not be searched. */
  serverError: string | null;
  onRetry: () => void;
  onSearch: (query: string) => void;
}

const QUERY_MAX = 80;

export function SearchView(p: SearchViewProps) {
  const t = useT();
  const [text, setText] = useState(p.query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSearch(text);
  };
  const short = p.query.trim().length < RECORD_SEARCH_MIN;
  return (
    <div className="page search-page">
      <PageHeader title={p.title} back={{ to: p.back, label: "Back" }} />
      <form role="search" aria-label={t("Search records")} className="search-form" onSubmit={submit}>
        <label htmlFor="record-search">{t("Search records")}</label>
        <InputGroup
          id="record-search"
          className="search-box"
          type="search"
          leftIcon="search"
          value={text}
          maxLength={QUERY_MAX}
          placeholder={t("Name, code or mobile")}
          onValueChange={setText}
        />
        <Button type="submit" intent="primary" text={t("Search")} />
      </form>
      <div role="status" className="search-status">
        {p.query.trim() === "" ? (
          <p>{t("Type a name, code or mobile number to find workshops, HPAs, leads, outlets and people.")}</p>
        ) : short ? (
          <p>{t("Type at least {min} characters.", { min: RECORD_SEARCH_MIN })}</p>
        ) : p.hits.length === 0 && p.server === "searching" ? (
          <p>{t("Searching the server…")}</p>
        ) : p.hits.length === 0 ? (
          <TitledState
            icon="search"
            title={t('Nothing matches "{query}"', { query: p.query.trim() })}
            description={
              p.server === "done"
                ? t("No page's title has these words, and no record you may see matches.")
                : t(
                    "No page's title has these words, and no record saved on this device ({count, plural, one {# record} other {# records}}) matches. Open a list while online to save it here.",
                    { count: p.searched },
                  )
            }
          />
        ) : (
          <p>
            {t('{count, plural, one {# record matches "{query}"} other {# records match "{query}"}}', {
              count: p.hits.length,
              query: p.query.trim(),
            })}
          </p>
        )}
      </div>
      {p.offline && p.hits.length > 0 && (
        <Callout intent="primary" compact>
          {t("Offline: these are the records saved on this device.")}
        </Callout>
      )}
      {p.server === "searching" && p.hits.length > 0 && <p className="search-server">{t("Searching the server…")}</p>}
      {p.server === "failed" && !p.offline && (
        <Callout intent="warning" compact className="search-server">
          <p>
            {t("The server could not be searched; these are the records saved on this device.")} {p.serverError && t(p.serverError)}
          </p>
          <Button text={t("Search the server again")} onClick={p.onRetry} />
        </Callout>
      )}
      {RECORD_KINDS.map((kind) => {
        const hits = p.hits.filter((h) => h.kind === kind);
        if (hits.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`search-${kind}`} className="search-group">
            <H2 id={`search-${kind}`}>{t(RECORD_KIND_TITLES[kind])}</H2>
            <ul>
              {hits.map((h) => (
                <li key={h.id}>
                  {h.href ? <Link href={h.href}>{h.title || t("(no name)")}</Link> : <span>{h.title || t("(no name)")}</span>}
                  {h.detail.length > 0 && <span className="search-detail">{h.detail.map((d) => (d.app ? t(d.text) : d.text)).join(" · ")}</span>}
                  {h.server && (
                    <Tag minimal className="search-from-server">
                      {t("From the server")}
                    </Tag>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
