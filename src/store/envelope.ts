// The logged record (envelope) and the registry of event types with their payload codecs.
import * as t from "io-ts";
import { isLeft } from "fp-ts/Either";
import { PathReporter } from "io-ts/PathReporter";
import { Role } from "../codecs/role.ts";
import { migrateRecords } from "./migrate.ts";

export const Origin = t.keyof({ user: null, effect: null, timer: null, system: null });
export type Origin = t.TypeOf<typeof Origin>;

export const EventActor = t.intersection([t.type({ clientId: t.string, sessionId: t.string }), t.partial({ userId: t.string, role: Role })]);
export type EventActor = t.TypeOf<typeof EventActor>;

/** The envelope with an undecoded payload (what storage holds). */
export const Envelope = t.intersection([
  t.type({
    id: t.string,
    seq: t.number,
    type: t.string,
    v: t.number,
    at: t.number,
    actor: EventActor,
    origin: Origin,
    causationId: t.union([t.string, t.null]),
    payload: t.unknown,
  }),
  t.partial({
    /** Set on events recorded from an XState machine: the id of the root machine they entered. */
    machine: t.string,
    /** Recorder only: whether the live machine could take the event (`snapshot.can`). */
    accepted: t.boolean,
    /** Recorder only: the invoke ids from that root down to the machine the event entered. */
    path: t.array(t.string),
  }),
]);
export type Envelope<P = unknown> = Omit<t.TypeOf<typeof Envelope>, "payload"> & { payload: P };

/** An event type: the current payload codec, its version, and upcasters from older versions. */
export interface EventDef {
  readonly type: string;
  readonly version: number;
  /** Payload codec of the current version (io-ts's own "any codec" type). */
  readonly codec: t.Mixed;
  /** `upcast[n]` turns a version-n payload into a version-(n+1) payload. */
  readonly upcast?: Readonly<Record<number, (old: unknown) => unknown>>;
}

export function defineEvent(
  type: string,
  codec: t.Mixed,
  opts: { version?: number; upcast?: Record<number, (old: unknown) => unknown> } = {},
): EventDef {
  return { type, codec, version: opts.version ?? 1, upcast: opts.upcast };
}

export type UnknownReason = "malformed" | "unknownType" | "unknownVersion" | "invalidPayload";
/** A stored record the app cannot read (yet): kept in the log and reported, never dropped. */
export interface UnknownRecord {
  raw: unknown;
  reason: UnknownReason;
  detail: string;
  seq?: number;
  type?: string;
}

export type Decoded = { ok: true; event: Envelope } | ({ ok: false } & UnknownRecord);

export interface Registry {
  register(...defs: EventDef[]): Registry;
  get(type: string): EventDef | undefined;
  types(): string[];
  /** Validates the envelope, upcasts the payload to the current version and decodes it. */
  decode(raw: unknown): Decoded;
  /** Encodes a payload of the current version for storage (machine events pass through). */
  encodePayload(type: string, payload: unknown): unknown;
}

const report = (v: t.Validation<unknown>) => PathReporter.report(v).join("; ");

export function createRegistry(defs: EventDef[] = []): Registry {
  const byType = new Map<string, EventDef>();
  const reg: Registry = {
    register(...ds) {
      for (const d of ds) {
        if (byType.has(d.type)) throw new Error(`event type already registered: ${d.type}`);
        byType.set(d.type, d);
      }
      return reg;
    },
    get: (type) => byType.get(type),
    types: () => [...byType.keys()],
    decode(raw) {
      const env = Envelope.decode(raw);
      if (isLeft(env)) return { ok: false, raw, reason: "malformed", detail: report(env) };
      const e = env.right;
      const base = { raw, seq: e.seq, type: e.type };
      const def = byType.get(e.type);
      if (!def) {
        // Machine events need no registry entry: the machine itself is their schema.
        if (e.machine !== undefined) return { ok: true, event: e };
        return { ok: false, ...base, reason: "unknownType", detail: `unknown event type ${e.type}` };
      }
      if (e.v > def.version) {
        return { ok: false, ...base, reason: "unknownVersion", detail: `${e.type} v${e.v} is newer than v${def.version}` };
      }
      let payload = e.payload;
      for (let v = e.v; v < def.version; v++) {
        const up = def.upcast?.[v];
        if (!up) return { ok: false, ...base, reason: "unknownVersion", detail: `no upcaster for ${e.type} v${v}` };
        payload = up(payload);
      }
      const p = def.codec.decode(payload);
      if (isLeft(p)) return { ok: false, ...base, reason: "invalidPayload", detail: report(p) };
      return { ok: true, event: { ...e, v: def.version, payload: p.right } };
    },
    encodePayload(type, payload) {
      const def = byType.get(type);
      return def ? def.codec.encode(payload) : payload;
    },
  };
  for (const d of defs) reg.register(d);
  return reg;
}

/** Decodes a list of stored records, splitting readable events from the ones kept aside. */
/** Decodes stored records (those of older versions migrated first, see migrate.ts). */
export function decodeAll(registry: Registry, raws: readonly unknown[]): { events: Envelope[]; unknown: UnknownRecord[] } {
  const events: Envelope[] = [];
  const unknown: UnknownRecord[] = [];
  for (const raw of migrateRecords(raws)) {
    const d = registry.decode(raw);
    if (d.ok) events.push(d.event);
    else {
      const { ok: _ok, ...rest } = d;
      unknown.push(rest);
    }
  }
  return { events, unknown };
}
