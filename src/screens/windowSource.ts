// Where a windowed list's rows come from (decision 092), from its flow's server region
// (src/machines/serverPage.ts) and what the device holds, as WindowNote says it: whole, the phone's
// window (with "Show more from the server" on a screen that narrows by nothing the server is
// asked for), asking, the server's page(s), offline, failed.
import type { WindowSource } from "../views/WindowNote.tsx";

export type ServerAt = "device" | "asking" | "shown" | "offline" | "failed";
type Send = (e: { type: "server.more" } | { type: "server.retry" }) => void;

/** The region's state of a snapshot whose `server` is the region (a parallel machine) or the machine itself. */
export const serverAt = (value: unknown): ServerAt => (typeof value === "string" ? value : (value as { server: ServerAt }).server) as ServerAt;

export function sourceOf(
  f: { at: ServerAt; page: { rows: unknown[]; total: number } | null; pageError: string | null; more: boolean },
  o: {
    held: number;
    total: number | undefined;
    onDevice: number;
    send: Send;
    moreFromDevice?: boolean;
    /** "Show more from the server" on the device's window asks this (a page flow of src/machines/windowPage.ts). */
    onRest?: () => void;
    /** The rows before the page's (the device's, when the page is the rest after them). */
    from?: number;
    /** The list is by name (the people, decision 112): the phone holds its first rows by name. */
    byName?: boolean;
  },
): WindowSource {
  if (o.total === undefined || o.total <= o.held) return { kind: "whole" };
  if (f.at === "asking") return { kind: "asking" };
  if (f.at === "shown" && f.page)
    return {
      kind: "server",
      shown: (o.from ?? 0) + f.page.rows.length,
      total: f.page.total,
      onMore: f.more ? () => o.send({ type: "server.more" }) : null,
    };
  if (f.at === "offline") return { kind: "offline", held: o.onDevice, total: o.total };
  if (f.at === "failed") return { kind: "failed", message: f.pageError ?? "", onRetry: () => o.send({ type: "server.retry" }) };
  const device = { kind: "device" as const, held: o.held, total: o.total, ...(o.byName ? { byName: true } : {}) };
  if (o.onRest) return { ...device, onMore: o.onRest };
  return o.moreFromDevice ? { ...device, onMore: () => o.send({ type: "server.more" }) } : device;
}

/** A picker's server finder flow (a machine of ../machines/windowPage.ts) as a screen's selection holds it. */
interface FinderFlow<R> {
  snap: {
    value: unknown;
    context: { page: { rows: R[]; total: number } | null; pageError: string | null };
    matches: (state: "shown") => boolean;
    can: (e: { type: "server.more" }) => boolean;
  };
  send: (
    e:
      | { type: "server.more" }
      | { type: "server.retry" }
      | { type: "server.cleared" }
      | { type: "server.ask"; query: { search: string; limit: number } },
  ) => void;
}

/**
 * A form's choices from a windowed list the device holds part of (decision 092: the plan's school,
 * the plan's and the report's articles): the device's rows, after the server's answer to the
 * person's search (the found ones first, once each by `keyOf`); the finder (null when the device
 * holds them all): where the choices came from and the search (blank: the device's again).
 */
export function finderOf<R>(
  f: FinderFlow<R>,
  o: { held: readonly R[]; total: number | undefined; keyOf: (r: R) => string | null; limit: number },
): { rows: readonly R[]; finder: { source: WindowSource; onSearch: (text: string) => void } | null } {
  const { held, total } = o;
  if (total === undefined || total <= held.length) return { rows: held, finder: null };
  const { snap, send } = f;
  const page = snap.matches("shown") ? snap.context.page : null;
  const found = page?.rows ?? [];
  const seen = new Set(found.map(o.keyOf));
  const source = sourceOf(
    { at: serverAt(snap.value), page, pageError: snap.context.pageError, more: snap.can({ type: "server.more" }) },
    { held: held.length, total, onDevice: held.length, send },
  );
  return {
    rows: [...found, ...held.filter((r) => !seen.has(o.keyOf(r)))],
    finder: {
      source,
      onSearch: (text: string) =>
        text.trim() === "" ? send({ type: "server.cleared" }) : send({ type: "server.ask", query: { search: text.trim(), limit: o.limit } }),
    },
  };
}
