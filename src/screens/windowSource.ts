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
    /** "Show more from the server" on the device's window asks this (a page flow of src/machines/listPage.ts). */
    onRest?: () => void;
    /** The rows before the page's (the device's, when the page is the rest after them). */
    from?: number;
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
  if (o.onRest) return { kind: "device", held: o.held, total: o.total, onMore: o.onRest };
  return o.moreFromDevice
    ? { kind: "device", held: o.held, total: o.total, onMore: () => o.send({ type: "server.more" }) }
    : { kind: "device", held: o.held, total: o.total };
}
