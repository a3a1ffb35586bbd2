// Records of older app versions, rewritten into today's events before they are decoded (what
// storage and an exported file hold stays as it was recorded, so nothing is lost).
//
// Version 1 (app 0.1.0) recorded a fetched list as the list-loading effect's result, a machine
// event named after the invoke (`xstate.done.actor.loadOutlets` with the rows as its output),
// and the session's sign-in and sign-out the same way. Today a list load is the product's own
// event `<list>.fetched { rows }` (the machine's done event carries `{ count }`), a sign-in
// `session.loggedIn`, a sign-out `session.loggedOut`. A v1 record becomes the product event
// (placed just before it) plus the machine event as today's machine expects it. The table below
// is the frozen v1 vocabulary: it is history, not a list to keep in step with the machines.
//
// A rating's save once answered `{ status: "synced", inserted }`; today every write answers one
// outcome (WriteOutcome: `{ status, id, result }`, the server's rows in `result`), so such a
// record's output becomes the outcome with the rows it stood for (`[{ inserted }]`).
//
// An API refusal in a machine's error event once named the server's code `error`
// (`{ kind: "http", status, error, message }`); today it is the one Refusal shape with `code`
// (src/codecs/refusal.ts, issue 44), so such an event's error is renamed. (The store's own
// `write.rejected` changed too; its codec's upcaster, src/store/events.ts, reads version 1.)
import { SessionUser } from "../codecs/session.ts";

const V1_LIST_EFFECTS: Readonly<Record<string, string>> = {
  "xstate.done.actor.loadNews": "news",
  "xstate.done.actor.loadOutlets": "outlets",
  "xstate.done.actor.loadWss": "wss",
  "xstate.done.actor.loadArticles": "articles",
};

type Rec = Record<string, unknown> & { id: string; seq: number; type: string; payload?: unknown };
const isRec = (u: unknown): u is Rec =>
  typeof u === "object" &&
  u !== null &&
  typeof (u as Rec).id === "string" &&
  typeof (u as Rec).seq === "number" &&
  typeof (u as Rec).type === "string";
const isObj = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u);

/** A store event derived from a machine record: placed just before it, with its own id. */
function derived(r: Rec, type: string, payload: unknown): Rec {
  const { machine: _m, accepted: _a, path: _p, ...rest } = r;
  return { ...rest, id: `${r.id}~${type}`, seq: r.seq - 0.5, type, v: 1, payload };
}

/** A machine's error event whose API refusal names its code `error`, with it named `code`. */
function withRefusalCode(r: Rec): Rec {
  if (typeof r.machine !== "string" || !r.type.startsWith("xstate.error.actor.") || !isObj(r.payload)) return r;
  const e = r.payload.error;
  if (!isObj(e) || e.kind !== "http" || typeof e.error !== "string" || "code" in e) return r;
  const { error: code, ...rest } = e;
  return { ...r, payload: { ...r.payload, error: { ...rest, code } } };
}

function migrate(stored: Rec): Rec[] {
  const r = withRefusalCode(stored);
  const p = isObj(r.payload) ? r.payload : {};
  if (r.type === "list.fetched" && typeof p.list === "string") return [{ ...r, type: `${p.list}.fetched`, payload: { rows: p.rows } }];
  // the news machine took the cached items as input; today it is told whether there are any
  if (
    r.type === "machine.started" &&
    typeof p.machine === "string" &&
    /^shellNews(@|$)/.test(p.machine) &&
    isObj(p.input) &&
    Array.isArray(p.input.cached)
  ) {
    return [{ ...r, payload: { ...p, input: { hasCached: p.input.cached.length > 0 } } }];
  }
  if (typeof r.machine !== "string") return [r];
  if (r.type === "xstate.done.actor.saveRating" && isObj(p.output) && typeof p.output.inserted === "boolean" && !("result" in p.output)) {
    return [{ ...r, payload: { ...p, output: { status: "synced", id: null, result: [{ inserted: p.output.inserted }] } } }];
  }
  const list = V1_LIST_EFFECTS[r.type];
  if (list && Array.isArray(p.output)) {
    return [derived(r, `${list}.fetched`, { rows: p.output }), { ...r, payload: { ...p, output: { count: p.output.length } } }];
  }
  if (r.type === "xstate.done.actor.login" && SessionUser.is(p.output)) {
    return [derived(r, "session.loggedIn", { user: p.output, role: p.output.role }), r];
  }
  if (r.type === "xstate.done.actor.signOut" || r.type === "xstate.error.actor.signOut") return [derived(r, "session.loggedOut", {}), r];
  return [r];
}

/** Today's records for stored ones (each unchanged unless it is of an older version). */
export const migrateRecords = (raws: readonly unknown[]): unknown[] => raws.flatMap((raw) => (isRec(raw) ? migrate(raw) : [raw]));
