// /viewContainer, presentational (decision 043; its screen: ./screen.tsx): the containers of the person's scope from the cached list (shown at
// once, offline too, then refreshed): an FCP their own, a CMDI or AMMD their FCPs' (read-only, with
// the FCP's name). ?id= opens one: the FCP edits its name, purpose and members or removes it; a
// manager sees its members. One the list does not hold is not found.
import { useRef, type ComponentType } from "react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import { CONTAINER_MESSAGES, type Container, type ContainerValues } from "../../codecs/container.ts";
import { ListFrame } from "../../views/ListFrame.tsx";
import { WindowNote, type WindowSource } from "../../views/WindowNote.tsx";
import { type ListLoad, LoadFailed, PageHeader, TitledState } from "../../views/shell/PageStates.tsx";
import { CONTAINERS_PATH } from "./ContainerEditorView.tsx";
import "../../views/page.css";
import "./ContainerView.css";
import { msg, type Translate } from "../../codecs/i18n.ts";
import { useT } from "../../views/i18n.tsx";

const members = (n: number, t: Translate) => t("{count, plural, one {# member} other {# members}}", { count: n });

function ContainerRows({ rows, showFcp }: { rows: readonly Container[]; showFcp: boolean }) {
  const t = useT();
  return (
    <ul aria-label={t("Containers")} className="container-rows">
      {rows.map((c) => (
        <li key={c.id}>
          <Card compact className="container-row">
            <Link href={`${CONTAINERS_PATH}?id=${c.id}`} className="container-name">
              {c.name}
            </Link>
            {c.description && <span>{c.description}</span>}
            <div className="container-facts">
              <span>{members(c.members.length, t)}</span>
              {showFcp && (
                <span>
                  <span className={Classes.TEXT_MUTED}>FCP</span> {c.fcp_name ?? "-"}
                </span>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** One container, read-only (a manager's view of their FCP's). */
function ContainerDetails({ c }: { c: Container }) {
  const t = useT();
  return (
    <>
      <dl className="container-details">
        <dt className={Classes.TEXT_MUTED}>FCP</dt>
        <dd>{c.fcp_name ?? "-"}</dd>
        <dt className={Classes.TEXT_MUTED}>{t("Purpose")}</dt>
        <dd>{c.description ?? "-"}</dd>
      </dl>
      <h2 className={Classes.HEADING}>{members(c.members.length, t)}</h2>
      <ul className="container-member-list" aria-label={t("Members")}>
        {c.members.map((m) => (
          <li key={`${m.kind}-${m.id}`}>
            {m.name} · {m.type ? t(m.type) : "HPA"} · {m.mobile ?? "-"}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface ContainerViewProps {
  title: string;
  /** Where Back goes from the list: the person's home. */
  back: string;
  /** The FCP edits their own; a manager reads their FCPs'. */
  isFcp: boolean;
  /** The container of the address (?id=), or undefined for the list. */
  id: number | undefined;
  /** The containers of the person's scope (cached). */
  rows: readonly Container[];
  /** The list's load: the first load's spinner, a refresh, offline, a failure with Try again. */
  load: ListLoad;
  /** The list is being fetched (with or without cached rows). */
  busy: boolean;
  failed: boolean;
  /** Where the rows shown come from (decision 092): this phone's window, the server's pages, offline. */
  source: WindowSource;
  /** The FCP's form of one container, with its flows (./editor.tsx). */
  Editor: ComponentType<{ title: string; id: number | null; cached: ContainerValues | null }>;
}

export function ContainerView({ title, back, isFcp, id, rows, load, busy, failed, source, Editor }: ContainerViewProps) {
  const t = useT();
  const list = { ...load, rows, busy, failed };
  // the FCP's form stays once shown: a removal takes the row out of the list at once, while the form finishes
  const editing = useRef<Container | null>(null);
  const params = { id };
  if (params.id !== undefined) {
    const found = list.rows.find((r) => r.id === params.id);
    if (found && isFcp && editing.current?.id !== found.id) editing.current = found;
    const c = found ?? (isFcp && editing.current?.id === params.id ? editing.current : undefined);
    if (c && isFcp)
      return <Editor title={c.name} id={c.id} cached={{ name: c.name, description: c.description ?? "", members: c.members.map((m) => m.id) }} />;
    return (
      <div className="page container">
        <PageHeader title={c ? c.name : title} back={{ to: CONTAINERS_PATH, label: t("Back to containers") }}>
          {list.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
        </PageHeader>
        {list.error && <LoadFailed error={list.error} onRetry={list.onRetry} />}
        {list.loading && <Spinner aria-label={t("Loading the container")} />}
        {c && <ContainerDetails c={c} />}
        {!c && <WindowNote source={source} />}
        {!c && !list.loading && !list.busy && !list.failed && (
          <TitledState
            icon="search"
            title={t(CONTAINER_MESSAGES.notFound)}
            description={t("It may have been removed, or it belongs to someone else.")}
          />
        )}
      </div>
    );
  }
  const empty =
    list.loading || list.failed || list.rows.length > 0
      ? null
      : {
          icon: "people" as const,
          title: msg("No containers yet"),
          description: isFcp
            ? msg("Group the HPAs you work with for one purpose: a school's teachers, a festival campaign.")
            : msg("Your FCPs have made none yet."),
        };
  return (
    <ListFrame
      title={title}
      back={back}
      className="container"
      what={msg("containers")}
      state={load}
      empty={empty}
      actions={
        isFcp ? (
          <Link href="/createContainer" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            {t("Create Container")}
          </Link>
        ) : undefined
      }
    >
      {!list.loading && <WindowNote source={source} />}
      {list.rows.length > 0 && <ContainerRows rows={list.rows} showFcp={!isFcp} />}
    </ListFrame>
  );
}
