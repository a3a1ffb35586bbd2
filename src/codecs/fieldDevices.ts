// Field devices (issue 48 items 3 and 4; decision 078). Each device reports its health with its
// syncs (`health` beside `sync` on a list's refresh, src/codecs/query.ts): its build, its last
// successful sync up and down, changes waiting, refusals, storage used, today's page and sync
// times counted per band of CHT's (satisfied <= 3 s, tolerable <= 12 s, frustrated beyond), and
// its uncaught errors (redacted, a few a day, never a person's data). A CMDI, an AMMD and the super
// admin read them per person and device (op fieldDevices.list, /fieldDevices).
import * as t from "io-ts";
import { defineRead, noParams } from "./contract.ts";
import { listSlot } from "./lists.ts";

/** CHT's bands of a page or sync time: satisfied up to 3 s, tolerable up to 12 s, frustrated beyond. */
export const SATISFIED_MS = 3_000;
export const TOLERABLE_MS = 12_000;
export type Band = 0 | 1 | 2;
export const bandOf = (ms: number): Band => (ms <= SATISFIED_MS ? 0 : ms <= TOLERABLE_MS ? 1 : 2);

/** At most this many uncaught errors a device keeps and the server stores a day (the rest are counted). */
export const ERRORS_PER_DAY = 5;
/** An error's message and its stack's top line are cut to these lengths. */
export const ERROR_MESSAGE_MAX = 160;
export const ERROR_TOP_MAX = 120;

const bounded = (max: number, name: string) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === "string" && u.length <= max,
    (u, c) => (typeof u === "string" && u.length <= max ? t.success(u) : t.failure(u, c, `${name}: text of at most ${max} characters`)),
    t.identity,
  );
/** A count of the day: a whole number from 0 to a million. */
const Count = new t.Type<number, number, unknown>(
  "Count",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 1_000_000,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 1_000_000 ? t.success(u) : t.failure(u, c, "a count from 0 to 1000000")),
  t.identity,
);
/** Bytes used: a whole number up to a petabyte. */
const Bytes = new t.Type<number, number, unknown>(
  "Bytes",
  (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 1e15,
  (u, c) => (typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= 1e15 ? t.success(u) : t.failure(u, c, "bytes from 0 to 1e15")),
  t.identity,
);
/** An instant the device saw, as milliseconds since the epoch (2020 to 2100), or null (never). */
const Instant = t.union([
  new t.Type<number, number, unknown>(
    "Instant",
    (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 1_577_836_800_000 && u <= 4_102_444_800_000,
    (u, c) =>
      typeof u === "number" && Number.isInteger(u) && u >= 1_577_836_800_000 && u <= 4_102_444_800_000
        ? t.success(u)
        : t.failure(u, c, "an instant in milliseconds"),
    t.identity,
  ),
  t.null,
]);
const Day = new t.Type<string, string, unknown>(
  "Day",
  (u): u is string => typeof u === "string" && /^\d{4}-\d{2}-\d{2}$/.test(u),
  (u, c) => (typeof u === "string" && /^\d{4}-\d{2}-\d{2}$/.test(u) ? t.success(u) : t.failure(u, c, "a day, YYYY-MM-DD")),
  t.identity,
);
/** Today's times counted per band: [satisfied, tolerable, frustrated]. */
export const BandCounts = t.tuple([Count, Count, Count]);
export type BandCounts = t.TypeOf<typeof BandCounts>;

/** One uncaught error: its redacted message, the top of its stack (a file and line, no query), when. */
export const DeviceError = t.exact(t.type({ message: bounded(ERROR_MESSAGE_MAX, "message"), top: bounded(ERROR_TOP_MAX, "top"), at: Instant }));
export type DeviceError = t.TypeOf<typeof DeviceError>;

/**
 * A device's health report (about 200 bytes of JSON): `errors` holds only those not reported yet
 * (the server appends them to the day's, up to ERRORS_PER_DAY; `dropped` counts the day's others).
 */
export const HealthReport = t.exact(
  t.type({
    build: bounded(40, "build"),
    up: Instant,
    down: Instant,
    waiting: Count,
    refusals: Count,
    storage: t.union([Bytes, t.null]),
    day: Day,
    pages: BandCounts,
    syncs: BandCounts,
    errors: t.array(DeviceError),
    dropped: Count,
  }),
);
export type HealthReport = t.TypeOf<typeof HealthReport>;

/**
 * A manager's row: one person and one of their devices (`device` null: the person never reported).
 * Decision 111 added, optional so rows cached before it still read: the person's `mobile` (the
 * page names them as every list does, with its last four digits) and when the device was
 * `firstSeen` (its trust first given at a sign-in), which with its number tell one person's devices apart.
 */
export const FieldDevice = t.intersection([
  t.type({
    /** person and device, unique in the list ("account:12/7") */
    key: t.string,
    person: t.string,
    role: t.string,
    /** the trusted device's number and the name its browser gives (never its secret hash) */
    device: t.union([t.number, t.null]),
    deviceName: t.union([t.string, t.null]),
    /** ISO time the server last heard a report (a sync), or null */
    lastSync: t.union([t.string, t.null]),
    lastUp: t.union([t.string, t.null]),
    lastDown: t.union([t.string, t.null]),
    build: t.union([t.string, t.null]),
    waiting: t.number,
    refusals: t.number,
    storage: t.union([t.number, t.null]),
    /** the day the counts are of (the device's), and the counts */
    day: t.union([t.string, t.null]),
    pages: t.tuple([t.number, t.number, t.number]),
    syncs: t.tuple([t.number, t.number, t.number]),
    /** the day's uncaught errors (stored, and counted beyond those) */
    errors: t.array(t.type({ message: t.string, top: t.string })),
    errorCount: t.number,
    /** not synced for `staleDays` days (or never): flagged at the top */
    stale: t.boolean,
    staleDays: t.number,
  }),
  t.partial({
    /** the person's mobile number (an FCP's phone, a manager's login mobile) */
    mobile: t.union([t.string, t.null]),
    /** ISO time the device was first seen (its trust first given at a sign-in), or null (a session without a trusted device) */
    firstSeen: t.union([t.string, t.null]),
  }),
]);
export type FieldDevice = t.TypeOf<typeof FieldDevice>;

/** The people a manager oversees and their devices: a CMDI's FCPs, an AMMD's region, every person for the super admin. */
export const fieldDevicesList = defineRead("fieldDevices.list", { params: noParams, row: FieldDevice, roles: ["CMDI", "AMMD"] });
export const fieldDevicesSlot = listSlot("fieldDevices", FieldDevice);

/**
 * A time score of the day, CHT's way: the share of satisfied plus half the tolerable, of all page
 * and sync times (0-100), or null when nothing was timed.
 */
export function timeScore(pages: readonly number[], syncs: readonly number[]): number | null {
  const s = pages[0]! + syncs[0]!;
  const tol = pages[1]! + syncs[1]!;
  const all = s + tol + pages[2]! + syncs[2]!;
  return all === 0 ? null : Math.round(((s + tol / 2) / all) * 100);
}
