// /viewContainer (decision 043): the containers of the person's scope from the cached list (shown at
// once, offline too, then refreshed): an FCP their own, a CMDI or AMMD their FCPs' (read-only, with
// the FCP's name). ?id= opens one: the FCP edits its name, purpose and members or removes it; a
// manager sees its members. One the list does not hold is not found.
import { useRef } from "react";
import { useSelector } from "@xstate/react";
import { Card, Classes, Spinner } from "@blueprintjs/core";
import { Link } from "wouter";
import type * as t from "io-ts";
import { CONTAINER_MESSAGES, containersSlot, type Container } from "../../codecs/container.ts";
import type { ContainerParams } from "../../codecs/navParams.ts";
import { homeOf } from "../../codecs/session.ts";
import { containerListMachine } from "../../machines/containerList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useCachedList } from "../cachedList.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { LoadFailed, PageHeader, TitledState } from "../shell/PageStates.tsx";
import { CONTAINERS_PATH, ContainerEditor } from "./ContainerEditor.tsx";
import "../page.css";
import "./Container.css";

const members = (n: number) => (n === 1 ? "1 member" : `${n} members`);

function ContainerRows({ rows, showFcp }: { rows: readonly Container[]; showFcp: boolean }) {
  return (
    <ul aria-label="Containers" className="container-rows">
      {rows.map((c) => (
        <li key={c.id}>
          <Card compact className="container-row">
            <Link href={`${CONTAINERS_PATH}?id=${c.id}`} className="container-name">
              {c.name}
            </Link>
            {c.description && <span>{c.description}</span>}
            <div className="container-facts">
              <span>{members(c.members.length)}</span>
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
  return (
    <>
      <dl className="container-details">
        <dt className={Classes.TEXT_MUTED}>FCP</dt>
        <dd>{c.fcp_name ?? "-"}</dd>
        <dt className={Classes.TEXT_MUTED}>Purpose</dt>
        <dd>{c.description ?? "-"}</dd>
      </dl>
      <h2 className={Classes.HEADING}>{members(c.members.length)}</h2>
      <ul className="container-member-list" aria-label="Members">
        {c.members.map((m) => (
          <li key={`${m.kind}-${m.id}`}>
            {m.name} · {m.type ?? "HPA"} · {m.mobile ?? "-"}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function ContainerPage({ title, params }: ScreenProps<t.TypeOf<typeof ContainerParams>>) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const isFcp = user?.role === "FCP";
  const list = useCachedList(containersSlot, containerListMachine, params.id === undefined ? "containerList" : "containerDetails", {
    refreshOnOpen: true,
  });
  // the FCP's form stays once shown: a removal takes the row out of the list at once, while the form finishes
  const editing = useRef<Container | null>(null);
  if (params.id !== undefined) {
    const found = list.rows.find((r) => r.id === params.id);
    if (found && isFcp && editing.current?.id !== found.id) editing.current = found;
    const c = found ?? (isFcp && editing.current?.id === params.id ? editing.current : undefined);
    if (c && isFcp)
      return (
        <ContainerEditor title={c.name} id={c.id} cached={{ name: c.name, description: c.description ?? "", members: c.members.map((m) => m.id) }} />
      );
    return (
      <div className="page container">
        <PageHeader title={c ? c.name : title} back={{ to: CONTAINERS_PATH, label: "Back to containers" }}>
          {list.refreshing && <Spinner size={16} aria-label="Refreshing" />}
        </PageHeader>
        {list.error && <LoadFailed error={list.error} onRetry={list.onRetry} />}
        {list.loading && <Spinner aria-label="Loading the container" />}
        {c && <ContainerDetails c={c} />}
        {!c && !list.loading && !list.busy && !list.failed && (
          <TitledState icon="search" title={CONTAINER_MESSAGES.notFound} description="It may have been removed, or it belongs to someone else." />
        )}
      </div>
    );
  }
  const empty =
    list.loading || list.failed || list.rows.length > 0
      ? null
      : {
          icon: "people" as const,
          title: "No containers yet",
          description: isFcp
            ? "Group the HPAs you work with for one purpose: a school's teachers, a festival campaign."
            : "Your FCPs have made none yet.",
        };
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="container"
      what="containers"
      state={list}
      empty={empty}
      actions={
        isFcp ? (
          <Link href="/createContainer" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            Create Container
          </Link>
        ) : undefined
      }
    >
      {list.rows.length > 0 && <ContainerRows rows={list.rows} showFcp={!isFcp} />}
    </ListFrame>
  );
}
