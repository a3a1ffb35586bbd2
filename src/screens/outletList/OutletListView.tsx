// The outlets list, presentational (plain props; its screen: ./screen.tsx): spec screen 4's strings as written.
import { memo, useMemo, useRef, useState } from "react";
import { Button, Card, Classes, H1, Icon, InputGroup, Spinner, Tag } from "@blueprintjs/core";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { ShowMore } from "../../views/ShowMore.tsx";
import { type ListLoad, ListLoadNote } from "../../views/shell/PageStates.tsx";
import { Link, useLocation } from "wouter";
import type { Outlet } from "../../codecs/outlet.ts";
import type { WriteStatus } from "../../store/state.ts";
import { cx } from "../../views/styles.ts";
import "../../views/page.css";
import "./OutletListView.css";
import { FILTER_TEXT_MAX } from "../../codecs/navParams.ts";
import { useT } from "../../views/i18n.tsx";

export interface OutletRowProps {
  outlet: Outlet;
  /** A write of this row not yet sent (pending) or refused (rejected). */
  status: Exclude<WriteStatus, "synced"> | null;
  problem: string | null;
  /** Whether the row opens (an outlet still waiting to be created has no server id yet). */
  openable: boolean;
  deletable: boolean;
}

/** Row actions, shared by every row (stable, so a row re-renders only when its own data changes). */
export interface OutletRowActions {
  onOpen: (id: number) => void;
  onDelete: (id: number, name: string) => void;
}

export interface OutletListViewProps extends ListLoad {
  title: string;
  query: string;
  onQuery: (q: string) => void;
  items: readonly OutletRowProps[];
  actions: OutletRowActions;
  empty: boolean;
  noResult: boolean;
  back: string;
  onAdd: (() => void) | null;
  confirming: { id: number; name: string } | null;
  deleting: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** Rows drawn at first (and per "Show more"): a screen shows 5 to 7; each drawn row costs ~1 ms. */
export const PAGE = 25;

const OutletRow = memo(function OutletRow({
  outlet: o,
  status,
  problem,
  openable,
  deletable,
  actions,
}: OutletRowProps & { actions: OutletRowActions }) {
  const t = useT();
  const name = o.outletname__c ?? "";
  const heading = o.outletcode__c ? `${o.outletcode__c} - ${name}` : name;
  return (
    <li>
      <Card compact className="outlet-list-row">
        <div className="outlet-list-row-main">
          {openable ? (
            <Link
              href={`/addEditOutlet?outletid=${o.id}`}
              onClick={(e) => {
                e.preventDefault();
                actions.onOpen(o.id);
              }}
              className="outlet-list-name"
            >
              {heading}
            </Link>
          ) : (
            <span className="outlet-list-name">{heading}</span>
          )}
          {status === "pending" && (
            <Tag intent="warning" minimal className="outlet-list-status">
              {t("Waiting to be sent")}
            </Tag>
          )}
          {status === "rejected" && (
            <Tag intent="danger" minimal className="outlet-list-status">
              {t("Not saved")}
            </Tag>
          )}
          <div className={Classes.TEXT_MUTED}>{o.wss_tty_name__c ?? ""}</div>
          <div>{[o.address__c, o.city_town__c].filter(Boolean).join(", ")}</div>
          {problem && (
            <div className={Classes.INTENT_DANGER} role="note">
              {t(problem)}
            </div>
          )}
        </div>
        {o.mobile_no__c && (
          <a
            href={`tel:${o.mobile_no__c}`}
            aria-label={t("Call {name}", { name })}
            title={t("Call {number}", { number: o.mobile_no__c })}
            className={cx(Classes.BUTTON, Classes.MINIMAL)}
          >
            <Icon icon="phone" />
          </a>
        )}
        {deletable && (
          <Button
            variant="minimal"
            intent="danger"
            icon="trash"
            aria-label={t("Delete {name}", { name })}
            title={t("Delete")}
            onClick={() => actions.onDelete(o.id, name)}
          />
        )}
      </Card>
    </li>
  );
});

export function OutletListView(p: OutletListViewProps) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const visible = p.items.slice(0, shown);
  return (
    <div className="page outlet-list">
      <div className="page-header">
        <Link href={p.back} className={cx(Classes.BUTTON, Classes.MINIMAL, "page-back")} aria-label={t("Back")}>
          <Icon icon="arrow-left" />
        </Link>
        <H1 className="page-title">{t(p.title)}</H1>
        {p.refreshing && <Spinner size={16} aria-label={t("Refreshing")} />}
        {p.onAdd && <Button intent="primary" icon="plus" text={t("Add outlet")} onClick={p.onAdd} />}
      </div>
      <div className="outlet-list-search">
        <label htmlFor="outlet-search" className={cx(Classes.LABEL, "outlet-list-search-label")}>
          {t("Search by outlet name or code")}
        </label>
        <InputGroup
          id="outlet-search"
          type="search"
          maxLength={FILTER_TEXT_MAX}
          leftIcon="search"
          value={p.query}
          placeholder={t("At least 3 characters")}
          dir="auto"
          onValueChange={(q) => {
            setShown(PAGE);
            p.onQuery(q);
          }}
        />
      </div>
      <ListLoadNote load={p} />
      {p.loading && <Spinner aria-label={t("Loading outlets")} />}
      {p.empty && <p role="status">{t("No Record Present")}</p>}
      {p.noResult && <p role="status">{t("No result found")}</p>}
      <ul aria-label={t("Outlets")} className="outlet-list-rows">
        {visible.map((r) => (
          <OutletRow key={String(r.outlet.id)} {...r} actions={p.actions} />
        ))}
      </ul>
      <ShowMore total={p.items.length} shown={shown} onMore={() => setShown((n) => n + PAGE)} />
      <ConfirmDialog
        open={p.confirming !== null}
        title={t("Are you sure?")}
        icon="trash"
        no={t("No")}
        yes={t("Yes")}
        intent="danger"
        busy={p.deleting}
        onNo={p.onCancelDelete}
        onYes={p.onConfirmDelete}
      >
        <p>{t("You want to delete this outlet?")}</p>
        {p.confirming && (
          <p>
            <strong>{p.confirming.name}</strong>
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

export interface OutletListPageProps extends Omit<OutletListViewProps, "actions" | "onAdd"> {
  /** Asks before deleting the row (the list flow's dialog). */
  onDelete: (id: number, name: string) => void;
  /** Only a CMDI adds outlets. */
  canAdd: boolean;
}

/** The page: a row opens the outlet's form, Add outlet the new form; the row actions stay the same across renders. */
export function OutletListPageView({ onDelete, canAdd, ...p }: OutletListPageProps) {
  const [, navigate] = useLocation();
  const del = useRef(onDelete);
  del.current = onDelete;
  const actions = useMemo<OutletRowActions>(
    () => ({ onOpen: (id) => navigate(`/addEditOutlet?outletid=${id}`), onDelete: (id, name) => del.current(id, name) }),
    [navigate],
  );
  return <OutletListView {...p} actions={actions} onAdd={canAdd ? () => navigate("/addEditOutlet") : null} />;
}
