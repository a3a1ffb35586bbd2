// The super admin's people, presentational (spec 2.10): tabs FCP, CMDI, AMMD and ETTC, a search by
// name or id as you type, each person opening their Workshop List, an ETTC row's Download link,
// and a settings menu with Sign out; where the people shown come from when the phone holds a window
// of them (decision 092).
import { memo, useState } from "react";
import { Button, Card, Classes, H1, InputGroup, Menu, MenuItem, PopoverNext, Spinner } from "@blueprintjs/core";
import { ShowMore } from "../../views/ShowMore.tsx";
import { LoadFailed } from "../../views/shell/PageStates.tsx";
import { Link } from "wouter";
import { PERSON_TABS, type PersonRow, type PersonTab } from "../../codecs/superAdmin.ts";
import { orDash } from "../../views/format.ts";
import { cx } from "../../views/styles.ts";
import { TabbedPanel } from "../../views/TabbedPanel.tsx";
import "../../views/page.css";
import "./SuperAdminView.css";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { useT } from "../../views/i18n.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";

/** Rows drawn at first and per "Show more". */
export const PAGE = 25;

export interface SuperAdminViewProps {
  title: string;
  tab: PersonTab;
  /** Each tab's people (null: not known on this phone, decision 092). */
  counts: Record<PersonTab, number | null>;
  onTab: (tab: PersonTab) => void;
  query: string;
  onQuery: (q: string) => void;
  people: readonly PersonRow[];
  /** Where the people shown come from (decision 092). */
  source: WindowSource;
  /** The Workshop List of a person (null: no sfid, nothing to open). */
  hrefOf: (p: PersonRow) => string | null;
  onOpen: (href: string) => void;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  onRetry: () => void;
  canSignOut: boolean;
  onSignOut: () => void;
}

const Person = memo(function Person({
  person: p,
  ettc,
  href,
  onOpen,
}: {
  person: PersonRow;
  ettc: boolean;
  href: string | null;
  onOpen: (href: string) => void;
}) {
  const t = useT();
  const name = orDash(p.name);
  return (
    <li>
      <Card compact className="super-admin-row">
        <div className="super-admin-row-main">
          {href ? (
            <Link
              href={href}
              className="super-admin-name"
              onClick={(e) => {
                e.preventDefault();
                onOpen(href);
              }}
            >
              {name}
            </Link>
          ) : (
            <span className="super-admin-name">{name}</span>
          )}
          <div className={Classes.TEXT_MUTED}>
            {orDash(p.sfid)} · {orDash(p.mobile)}
          </div>
        </div>
        {ettc && p.ettc_download__c && (
          <a
            href={p.ettc_download__c}
            download
            className={cx(Classes.BUTTON, Classes.SMALL)}
            aria-label={t("Download the ETTC document of {name}", { name })}
          >
            {t("Download")}
          </a>
        )}
      </Card>
    </li>
  );
});

function People({ people, tab, hrefOf, onOpen }: Pick<SuperAdminViewProps, "people" | "tab" | "hrefOf" | "onOpen">) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul aria-label={t("People")} className="super-admin-rows">
        {people.slice(0, shown).map((p) => (
          <Person key={`${p.type}:${p.id}`} person={p} ettc={tab === "ETTC"} href={hrefOf(p)} onOpen={onOpen} />
        ))}
      </ul>
      <ShowMore total={people.length} shown={shown} onMore={() => setShown((n) => n + PAGE)} />
    </>
  );
}

export function SuperAdminView(p: SuperAdminViewProps) {
  const t = useT();
  const settings = (
    <Menu aria-label={t("Settings")}>
      <MenuItem text={t("Sign out")} icon="log-out" disabled={!p.canSignOut} onClick={p.onSignOut} />
    </Menu>
  );
  return (
    <div className="page super-admin">
      <div className="page-header">
        <H1 className="page-title">{t(p.title)}</H1>
        {p.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
        <PopoverNext content={settings} placement="bottom-end">
          <Button variant="minimal" icon="cog" aria-label={t("Settings")} title={t("Settings")} />
        </PopoverNext>
      </div>
      <TabbedPanel
        id="super-admin-tabs"
        tabs={PERSON_TABS.map((tab) => ({ id: tab, title: p.counts[tab] === null ? tab : `${tab} (${p.counts[tab]})` }))}
        selected={p.tab}
        onChange={p.onTab}
        className="super-admin-tabs"
      >
        <div className="super-admin-search">
          <label htmlFor="super-admin-search" className={Classes.LABEL}>
            {t("Search by name or id")}
          </label>
          <InputGroup id="super-admin-search" type="search" leftIcon="search" maxLength={FILTER_TEXT_MAX} value={p.query} onValueChange={p.onQuery} />
        </div>
        {p.error && <LoadFailed error={p.error} onRetry={p.onRetry} />}
        <WindowNote source={p.source} />
        {p.loading && <Spinner aria-label={t("Loading people")} />}
        {!p.loading && p.people.length === 0 && !p.error && <p role="status">{p.query.trim() ? t("No result found") : t("No data available")}</p>}
        <People key={`${p.tab}|${p.query}`} people={p.people} tab={p.tab} hrefOf={p.hrefOf} onOpen={p.onOpen} />
      </TabbedPanel>
    </div>
  );
}
