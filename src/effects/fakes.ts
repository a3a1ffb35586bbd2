// Fakes of the effects, for tests and demos: an in-memory key-value store and a fetch
// that answers from a table of handlers.
import type { KeyValue } from "./storage.ts";
import type { FetchFn } from "./api.ts";

export function memoryKeyValue(initial: Record<string, string> = {}): KeyValue & { entries(): Record<string, string> } {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
    entries: () => Object.fromEntries(m),
  };
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type FakeReply = { status: number; body?: unknown; raw?: string } | "network-error";

/** A fetch that routes "METHOD /path" to a handler and records every request. */
export function fakeFetch(routes: Record<string, (req: FakeRequest) => FakeReply>): FetchFn & { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fn = async (url: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const req: FakeRequest = { method, path: url, headers, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined };
    requests.push(req);
    const handler = routes[`${method} ${url}`];
    const reply: FakeReply = handler ? handler(req) : { status: 404, body: { error: "not_found", message: "Not found" } };
    if (reply === "network-error") throw new TypeError("Failed to fetch");
    const text = reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(reply.status === 204 ? null : text, { status: reply.status, headers: { "content-type": "application/json" } });
  };
  return Object.assign(fn, { requests });
}
