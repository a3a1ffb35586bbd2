// The named operations behind POST /api/query. Each is a handler registered against its contract
// (src/codecs/contract.ts: name, params codec, row codec, roles, write), so client and server
// share one definition. The registry guards the role, decodes the params (a failure inside an
// object parameter names its form field; no text may hold a control character, decision 061), runs the handler and checks its rows against the row
// codec on the way out. Writes are wrapped at registration: they need an idempotency key and run
// in one transaction.
import * as t from "io-ts";
import { isLeft } from "fp-ts/Either";
import { mayCall, type AnyContract, type Callers, type Contract } from "../../src/codecs/contract.ts";
import { describeErrors, fieldOfErrors } from "../../src/codecs/form.ts";
import { findControlText } from "../../src/codecs/text.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import { DEFAULT_HELPLINE_NAME, type Helpline } from "../../src/codecs/contacts.ts";
import type { Db, Queryable } from "../db/db.ts";
import { audit, subjectKey, type Subject } from "../auth/sessions.ts";
import { runIdempotent } from "./idempotency.ts";
import { msg } from "../../src/codecs/language.ts";
import type { ConflictDetail } from "../../src/codecs/conflict.ts";
import { type ListWindow, windowOfContract } from "../../src/codecs/window.ts";

export interface OpContext {
  db: Queryable;
  user: SessionUser;
  subject: Subject;
  /** The instant of this request, from the server's clock (a test sets it): "today" comes from it. */
  now: Date;
  /** The hash of the caller's session token (which of their devices is asking). */
  tokenHash?: string;
  /** The programme's settings an op shows (the helpline of Contact Us: server/config.ts). */
  programme: ProgrammeSettings;
  /**
   * The caller sends the answer as JSON (the HTTP route): an op may then give its rows as the
   * database wrote their JSON (`RowTexts`), sent as they are (decision 051). Absent: rows as objects.
   */
  asText?: boolean;
  /**
   * Runs `fn` once the op's transaction has committed (a write; a read at once after it): what must
   * not happen for a write that rolls back, such as handing an SMS to the gateway. A failure of
   * `fn` is the op's own to handle: it is caught and dropped here.
   */
  afterCommit?: (fn: () => Promise<void>) => void;
}

/**
 * Rows given as their JSON texts, one per row, as PostgreSQL's row_to_json wrote them from the op's
 * own SELECT: the server passes them through instead of parsing every field and serialising it
 * again. Only for rows of text, integer and boolean columns, whose JSON from the database is
 * byte for byte what JSON.stringify writes of the driver's row (test/server/rowTexts.test.ts proves
 * it for every op that gives them, as every demo person, on PGlite and PostgreSQL).
 */
export class RowTexts {
  constructor(readonly texts: readonly string[]) {}
}
/** An op's rows as objects, whichever form it gave them in. */
export const rowsOf = (rows: readonly unknown[] | RowTexts): readonly unknown[] =>
  rows instanceof RowTexts ? rows.texts.map((x) => JSON.parse(x) as unknown) : rows;

/** The settings of server/config.ts that ops read. */
export interface ProgrammeSettings {
  helpline: Helpline;
  /** VAPID keys given as settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY); absent or null: the pair kept in the database (decision 046). */
  vapid?: { publicKey: string; privateKey: string } | null;
  /** The map tiles Workshop Details draws its evidence on (MAP_TILE_URL); absent or null: no map (decision 047). */
  mapTileUrl?: string | null;
  /** The push services a subscription may name (PUSH_SERVICE_HOSTS); absent: DEFAULT_PUSH_HOSTS. */
  pushHosts?: readonly string[];
  /** Sends the SMS of an invitation's code waiting in app_otp under `key` (queued on the job queue, then tried); absent: nothing is sent. */
  sendCode?: (key: string, ref: string) => Promise<void>;
  /** OTP_SECRET when set (the codes' HMAC key; otherwise the one kept in app_secret). */
  otpSecret?: string;
  /** Starts a bulk import's check and write (jobs on the queue; decision 086); absent: a confirm starts nothing. */
  imports?: import("../imports/bulkImport.ts").ImportStarter;
  /** FIELD_DEVICES_STALE_DAYS: a person not synced for this many days is flagged on Field devices; absent: 3. */
  fieldDevicesStaleDays?: number;
}
/** What an op sees when the registry is built without settings (the tests' and tools' registries). */
export const DEFAULT_PROGRAMME: ProgrammeSettings = { helpline: { name: DEFAULT_HELPLINE_NAME, phone: null, email: null } };

/** An operation with its types erased, as the registry keeps it. */
export interface Op {
  name: string;
  roles: Callers;
  write: boolean;
  contract: AnyContract;
  decode(params: unknown): { ok: true; value: unknown } | { ok: false; message: string; field?: string };
  run(ctx: OpContext, params: unknown): Promise<readonly unknown[] | RowTexts>;
  /**
   * A windowed list's device window computed in its SQL (decision 094): the window's rows, in the
   * list's order, and how many rows the whole list has. Absent: the route runs the whole list and
   * keeps the window of it in memory (windowIndexes).
   */
  window?(ctx: OpContext, params: unknown, w: ListWindow): Promise<{ rows: readonly unknown[] | RowTexts; total: number }>;
  row: t.Mixed;
}

/**
 * The server's handler of a contract: `run` gets the decoded params and returns rows of the
 * contract's row type (checked again against the codec before they leave).
 */
export function defineOp<P, R>(contract: Contract<string, P, R, boolean>, run: (ctx: OpContext, params: P) => Promise<readonly R[] | RowTexts>): Op {
  return {
    name: contract.name,
    roles: contract.roles,
    write: contract.write,
    row: contract.row as t.Mixed,
    contract,
    decode(params) {
      const r = contract.params.decode(params ?? {});
      if (!isLeft(r)) return { ok: true, value: r.right };
      const field = fieldOfErrors(r.left);
      return field === undefined ? { ok: false, message: describeErrors(r.left) } : { ok: false, message: describeErrors(r.left), field };
    },
    run: (ctx, params) => run(ctx, params as P),
  };
}

export type OpResult =
  | {
      ok: true;
      status: 200;
      rows: unknown[];
      replayed: boolean;
      /** the rows' JSON texts, when the op gave them so (asked with `asText`): what is sent; `rows` parses them when read */
      texts?: readonly string[];
      /** asked for a windowed list's window and the op computed it (Op.window): `rows` are the window, of `total` rows in all */
      total?: number;
    }
  | { ok: false; status: 400 | 403 | 404 | 409 | 422 | 500; error: string; message: string; field?: string; conflict?: ConflictDetail };

/**
 * Thrown by an operation's `run` to answer with an error instead of rows (a write then rolls back):
 * 404 for a record outside the caller's scope, 400 for values that break a form rule (with the field),
 * 409 for a record that moved on since the caller saw it (or is not in a state that takes the change).
 */
export class OpError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly error: string,
    message: string,
    readonly field?: string,
    /** a 409 "conflict"'s record as it is now (./conflict.ts) */
    readonly conflict?: ConflictDetail,
  ) {
    super(message);
  }
  result(): OpResult {
    return {
      ok: false,
      status: this.status,
      error: this.error,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.conflict === undefined ? {} : { conflict: this.conflict }),
    };
  }
}

export interface Registry {
  names(): string[];
  /** Whether `name` is a write op (false for a read or an unknown name). */
  isWrite(name: string): boolean;
  /** The contract of op `name` (undefined for an unknown name): its cached list's window (decision 092). */
  contractOf(name: string): AnyContract | undefined;
  execute(
    db: Db,
    session: { user: SessionUser; subject: Subject; tokenHash?: string },
    name: string,
    params: unknown,
    idempotencyKey: string | null,
    /** the caller sends the answer as JSON: a read's rows may come as their texts (OpResult.texts) */
    asText?: boolean,
    /** the caller keeps a windowed list's device window only: an op that computes it in SQL answers just that (OpResult.total) */
    window?: boolean,
  ): Promise<OpResult>;
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The server's clock; tests give a fixed one, so a date rule never depends on the real date. */
export type Now = () => Date;

/**
 * The registry of `ops`. `rowCheck` "every" checks every row of an answer against the op's row
 * codec; "first" checks the first (an answer's rows come from one statement: the same columns and
 * types), and the suites run with "every", so every op's rows are checked whole wherever a test calls it.
 */
/** The kind of record a write names, by its op's first word (for the registry's audit row). */
const WRITE_KINDS: Record<string, string> = {
  workshops: "workshop",
  workshopPhotos: "workshop",
  trainings: "training",
  trainingPhotos: "training",
  outlets: "outlet",
  hpas: "hpa",
  leads: "lead",
  containers: "container",
  reviews: "content",
  uploads: "content",
  people: "person",
  devices: "device",
};

/**
 * The audit row of a write whose op wrote none itself (decision 080): its name as the action and
 * the record it names (its params' `id` or the kind's own key, else the first row it answered).
 */
async function auditWrite(q: Queryable, name: string, subject: string, params: unknown, rows: readonly unknown[] | RowTexts): Promise<void> {
  const kind = WRITE_KINDS[name.split(".")[0] ?? ""];
  const p = (params ?? {}) as Record<string, unknown>;
  const first = Array.isArray(rows) ? (rows[0] as { id?: unknown } | undefined) : undefined;
  const id = [p.id, kind ? p[kind] : undefined, first?.id].find((v) => typeof v === "number");
  await audit(q, name, subject, kind && id !== undefined ? { [kind]: id } : {}, null);
}

export function createRegistry(
  ops: readonly Op[],
  now: Now = () => new Date(),
  rowCheck: "first" | "every" = "every",
  programme: ProgrammeSettings = DEFAULT_PROGRAMME,
): Registry {
  const byName = new Map<string, Op>();
  for (const op of ops) {
    if (byName.has(op.name)) throw new Error(`duplicate op ${op.name}`);
    byName.set(op.name, op);
  }
  // "first" sends the rows as the op gave them: no row codec transforms a value (every read op's
  // answer is the same byte for byte in both modes, test/server/rowCheck.test.ts), so encoding every
  // row again (a new object per row where the codec is an intersection) bought nothing (decision 051)
  const refused = (op: Op, errors: t.Errors): OpResult => ({
    ok: false,
    status: 500,
    error: "internal",
    message: `rows of ${op.name} do not match the row codec: ${describeErrors(errors)}`,
  });
  const checkRows = (op: Op, given: readonly unknown[] | RowTexts): OpResult => {
    if (given instanceof RowTexts) return checkTexts(op, given.texts);
    const rows = given;
    if (rowCheck === "every") {
      const r = t.array(op.row).decode(rows);
      return isLeft(r) ? refused(op, r.left) : { ok: true, status: 200, rows: t.array(op.row).encode(r.right), replayed: false };
    }
    if (rows.length > 0) {
      const r = op.row.decode(rows[0]);
      if (isLeft(r)) return refused(op, r.left);
    }
    return { ok: true, status: 200, rows: rows as unknown[], replayed: false };
  };
  // Rows the database wrote as JSON: the first parsed and checked against the row codec ("first"),
  // or every one, each also required to be exactly the text JSON.stringify writes of its value ("every":
  // no other spacing, number text or escaping than the object form would have sent), then sent as they are
  const checkTexts = (op: Op, texts: readonly string[]): OpResult => {
    const n = rowCheck === "every" ? texts.length : Math.min(1, texts.length);
    for (let i = 0; i < n; i++) {
      const row: unknown = JSON.parse(texts[i]!);
      const r = op.row.decode(row);
      if (isLeft(r)) return refused(op, r.left);
      if (rowCheck === "every" && JSON.stringify(row) !== texts[i])
        return { ok: false, status: 500, error: "internal", message: `rows of ${op.name}: the database's JSON of row ${i} is not the codec's` };
    }
    let parsed: unknown[] | undefined;
    return {
      ok: true,
      status: 200,
      texts,
      replayed: false,
      get rows() {
        parsed ??= texts.map((x) => JSON.parse(x) as unknown);
        return parsed;
      },
    };
  };
  return {
    names: () => [...byName.keys()],
    isWrite: (name) => byName.get(name)?.write === true,
    contractOf: (name) => byName.get(name)?.contract,
    async execute(db, session, name, params, key, asText = false, window = false) {
      const op = byName.get(name);
      if (!op) return { ok: false, status: 400, error: "unknown_op", message: msg('Unknown operation "{name}"', { name: name.slice(0, 60) }) };
      if (!mayCall(op.roles, session.user))
        return { ok: false, status: 403, error: "forbidden", message: msg("This operation is not allowed for your role") };
      const decoded = op.decode(params);
      if (!decoded.ok) {
        const bad = { ok: false, status: 400, error: "bad_request", message: decoded.message } as const;
        return decoded.field === undefined ? bad : { ...bad, field: decoded.field };
      }
      // a form field's codec refused a control character with its field's message; any other text is checked here (decision 061)
      const control = findControlText(decoded.value, "params");
      if (control) return { ok: false, status: 400, error: "bad_request", message: control };
      // what the op asked to run once its transaction committed (a transaction tried again starts them afresh)
      let after: Array<() => Promise<void>> = [];
      const afterCommit = (fn: () => Promise<void>) => {
        after.push(fn);
      };
      const attempt = async (q: Queryable): Promise<OpResult> => {
        after = [];
        try {
          if (!op.write) {
            const ctx: OpContext = { db: q, ...session, now: now(), programme, asText, afterCommit };
            const w = window && op.window ? windowOfContract(op.contract as { window?: unknown }, decoded.value) : undefined;
            if (!w || !op.window) return checkRows(op, await op.run(ctx, decoded.value));
            const held = await op.window(ctx, decoded.value, w);
            const checked = checkRows(op, held.rows);
            return checked.ok ? Object.assign(checked, { total: held.total }) : checked;
          }
          // every write is audited (decision 080): by the op with what it knows, or here, by its name and the records it answered
          let audited = false;
          const tracked: Queryable = {
            query: (sql, args) => {
              if (sql.startsWith("INSERT INTO app_audit ")) audited = true;
              return q.query(sql, args);
            },
          };
          const rows = await op.run({ db: tracked, ...session, now: now(), programme, asText: false, afterCommit }, decoded.value);
          if (!audited) await auditWrite(q, op.name, subjectKey(session.subject), decoded.value, rows);
          return checkRows(op, rows);
        } catch (e) {
          if (e instanceof OpError) return e.result();
          throw e;
        }
      };
      if (!op.write) return attempt(db.hot);
      if (!key || !IDEMPOTENCY_KEY.test(key))
        return {
          ok: false,
          status: 400,
          error: "missing_idempotency_key",
          message: msg("A write needs an Idempotency-Key header (8-128 letters, digits, _ . : -)"),
        };
      const result = await runIdempotent(db, subjectKey(session.subject), key, op.name, decoded.value, attempt);
      if (result.ok && !result.replayed) for (const fn of after) await fn().catch(() => undefined);
      return result;
    },
  };
}
