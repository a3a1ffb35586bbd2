// The outlets list, presentational (plain props): spec screen 4's strings as written.
import { memo, useState } from "react";
import { Button, Callout, Card, Classes, Dialog, DialogBody, DialogFooter, H1, Icon, InputGroup, Spinner, Tag } from "@blueprintjs/core";
import { Link } from "wouter";
import type { Outlet } from "../../codecs/outlet.ts";
import type { WriteStatus } from "../../store/state.ts";

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

export interface OutletListViewProps {
  title: string;
  query: string;
  onQuery: (q: string) => void;
  items: readonly OutletRowProps[];
  actions: OutletRowActions;
  loading: boolean;
  refreshing: boolean;
  empty: boolean;
  noResult: boolean;
  error: string | null;
  onRetry: () => void;
  back: string;
  onAdd: (() => void) | null;
  confirming: { id: number; name: string } | null;
  deleting: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** Rows drawn at first (and per "Show more"): a screen shows 5 to 7; each drawn row costs ~1 ms. */
export const PAGE = 25;

const OutletRow = memo(function OutletRow({ outlet: o, status, problem, openable, deletable, actions }: OutletRowProps & { actions: OutletRowActions }) {
  const name = o.outletname__c ?? "";
  const heading = `${o.outletcode__c ?? "-"} - ${name}`;
  return (
    <li>
      <Card compact style={{ display: "flex", alignItems: "flex-start", gap: 8, marginBottom: 8 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {openable
            ? <Link href={`/addEditOutlet?outletid=${o.id}`} onClick={(e) => { e.preventDefault(); actions.onOpen(o.id); }} style={{ fontWeight: 600 }}>{heading}</Link>
            : <span style={{ fontWeight: 600 }}>{heading}</span>}
          {status === "pending" && <Tag intent="warning" minimal style={{ marginInlineStart: 8 }}>Waiting to be sent</Tag>}
          {status === "rejected" && <Tag intent="danger" minimal style={{ marginInlineStart: 8 }}>Not saved</Tag>}
          <div className={Classes.TEXT_MUTED}>{o.wss_tty_name__c ?? ""}</div>
          <div>{[o.address__c, o.city_town__c].filter(Boolean).join(", ")}</div>
          {problem && <div className={Classes.INTENT_DANGER} role="note">{problem}</div>}
        </div>
        {o.mobile_no__c && (
          <a href={`tel:${o.mobile_no__c}`} aria-label={`Call ${name}`} title={`Call ${o.mobile_no__c}`} className="bp6-button bp6-minimal">
            <Icon icon="phone" />
          </a>
        )}
        {deletable && <Button variant="minimal" intent="danger" icon="trash" aria-label={`Delete ${name}`} title="Delete" onClick={() => actions.onDelete(o.id, name)} />}
      </Card>
    </li>
  );
});

export function OutletListView(p: OutletListViewProps) {
  const [shown, setShown] = useState(PAGE);
  const visible = p.items.slice(0, shown);
  return (
    <div style={{ maxWidth: 900, margin: "0 auto", padding: 16 }}>
      <div style={{ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
        <Link href={p.back} className="bp6-button bp6-minimal" aria-label="Back"><Icon icon="arrow-left" /></Link>
        <H1 style={{ fontSize: 24, margin: 0, flex: 1 }}>{p.title}</H1>
        {p.refreshing && <Spinner size={16} aria-label="Refreshing" />}
        {p.onAdd && <Button intent="primary" icon="plus" text="Add outlet" onClick={p.onAdd} />}
      </div>
      <div style={{ margin: "12px 0" }}>
        <label htmlFor="outlet-search" className={Classes.LABEL} style={{ marginBottom: 4 }}>Search by outlet name or code</label>
        <InputGroup id="outlet-search" type="search" leftIcon="search" value={p.query} placeholder="At least 3 characters"
          onValueChange={(q) => { setShown(PAGE); p.onQuery(q); }} />
      </div>
      {p.error && (
        <Callout intent="warning" role="alert" style={{ marginBottom: 12 }}>
          {p.error} <Button text="Try again" variant="minimal" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading && <Spinner aria-label="Loading outlets" />}
      {p.empty && <p role="status">No Record Present</p>}
      {p.noResult && <p role="status">No result found</p>}
      <ul aria-label="Outlets" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {visible.map((r) => <OutletRow key={String(r.outlet.id)} {...r} actions={p.actions} />)}
      </ul>
      {p.items.length > shown && (
        <Button text={`Show more (${p.items.length - shown} more)`} onClick={() => setShown((n) => n + PAGE)} fill />
      )}
      <Dialog isOpen={p.confirming !== null} onClose={p.onCancelDelete} title="Are you sure?" icon="trash">
        <DialogBody><p>You want to delete this outlet?</p>{p.confirming && <p><strong>{p.confirming.name}</strong></p>}</DialogBody>
        <DialogFooter actions={<>
          <Button text="No" onClick={p.onCancelDelete} disabled={p.deleting} />
          <Button text="Yes" intent="danger" onClick={p.onConfirmDelete} loading={p.deleting} />
        </>} />
      </Dialog>
    </div>
  );
}
