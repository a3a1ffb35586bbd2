// The device's health (issue 48 item 3; decision 078), reported with its syncs: the build, the last
// successful sync up (a write the server took) and down (a list refreshed), changes waiting and
// refused in the outbox, storage used, today's page and sync times counted per CHT band, and the
// uncaught errors, redacted and a few a day. `due()` gives the report to ride on a refresh at most
// once a REPORT_EVERY_MS (or sooner when the waiting or refused count changed); `sent()` once the
// server took it. What it keeps survives a reload (the day's counts are the day's).
import { programmeDate } from "../codecs/calendar.ts";
import {
  type BandCounts,
  bandOf,
  type DeviceError,
  ERROR_MESSAGE_MAX,
  ERROR_TOP_MAX,
  ERRORS_PER_DAY,
  type HealthReport,
} from "../codecs/fieldDevices.ts";
import type { Api } from "./api.ts";
import type { KeyValue } from "./storage.ts";

export const HEALTH_KEY = "fieldops.health";
/** A report rides on a refresh at most this often (unless the outbox's counts changed). */
export const REPORT_EVERY_MS = 60_000;

interface Kept {
  day: string;
  pages: BandCounts;
  syncs: BandCounts;
  up: number | null;
  down: number | null;
  /** errors not reported yet */
  errors: DeviceError[];
  /** today's errors kept (reported or not), and those past ERRORS_PER_DAY not kept */
  kept: number;
  dropped: number;
}

export interface HealthDeps {
  now: () => number;
  storage: KeyValue;
  build: string;
  /** the outbox's changes waiting and refused now */
  outbox: () => { waiting: number; refusals: number };
  /** bytes this origin uses (navigator.storage.estimate), or null when the browser does not say */
  usage?: () => Promise<number | null>;
  /** the event log's redactor (src/store/redact.ts) */
  redact?: (value: unknown) => unknown;
}

const fresh = (day: string): Kept => ({ day, pages: [0, 0, 0], syncs: [0, 0, 0], up: null, down: null, errors: [], kept: 0, dropped: 0 });

/**
 * An error's message as it may leave the device: redacted as the event log is (`redact`, given: src/store/redact.ts),
 * then whatever could be a person's data taken out: quoted text, numbers of three digits or more,
 * e-mail addresses, and the query of any address; its first line, cut short.
 */
export function scrubMessage(message: string, redact: (value: unknown) => unknown = (v) => v): string {
  const r = redact(message);
  const text = typeof r === "string" ? r : "[redacted]";
  return (text.split("\n")[0] ?? "")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/(https?:\/\/[^\s?#"']*)[?#][^\s"']*/g, "$1")
    .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g, '"…"')
    .replace(/\d{3,}/g, "#")
    .slice(0, ERROR_MESSAGE_MAX);
}

/** The top of a stack: its first frame's file (no query) and line, or "" when there is none. */
export function stackTop(stack: string | undefined): string {
  const line = (stack ?? "").split("\n").find((l) => /\bat\b|@/.test(l) && /:\d+/.test(l));
  if (!line) return "";
  const m = /((?:https?:\/\/[^/\s]+)?\/[^\s?#():]*)(?:[?#][^\s:)]*)?:(\d+)(?::(\d+))?/.exec(line);
  if (!m) return "";
  const file = m[1]!.replace(/^https?:\/\/[^/]+/, "");
  return `${file}:${m[2]}${m[3] ? `:${m[3]}` : ""}`.slice(-ERROR_TOP_MAX);
}

export function createHealth({ now, storage, build, outbox, usage, redact }: HealthDeps) {
  const today = () => programmeDate(new Date(now()));
  let kept: Kept = (() => {
    try {
      const k = JSON.parse(storage.getItem(HEALTH_KEY) ?? "null") as Kept | null;
      return k && typeof k.day === "string" && Array.isArray(k.pages) && Array.isArray(k.errors) ? k : fresh(today());
    } catch {
      return fresh(today());
    }
  })();
  let lastSent = 0;
  let lastCounts = "";
  let storageBytes: number | null = null;
  /** today's record (a new day starts its counts and its errors afresh; the last syncs stay) */
  const current = (): Kept => {
    const d = today();
    if (kept.day !== d) kept = { ...fresh(d), up: kept.up, down: kept.down };
    return kept;
  };
  const save = () => {
    try {
      storage.setItem(HEALTH_KEY, JSON.stringify(kept));
    } catch {
      // storage full: the counts live on in memory
    }
  };
  const count = (which: "pages" | "syncs", ms: number) => {
    const k = current();
    const next = [...k[which]] as BandCounts;
    next[bandOf(ms)]++;
    kept = { ...k, [which]: next };
    save();
  };
  const refreshUsage = () => {
    if (!usage) return;
    void usage().then(
      (b) => {
        storageBytes = b;
      },
      () => undefined,
    );
  };
  refreshUsage();

  return {
    /** A page drawn `ms` after it was asked for. */
    page: (ms: number) => count("pages", ms),
    /** A refresh that took `ms`; `ok`: the list came down. */
    sync(ms: number, ok: boolean) {
      count("syncs", ms);
      if (ok) {
        kept = { ...current(), down: now() };
        save();
      }
    },
    /** A write the server took (a sync up). */
    wrote() {
      kept = { ...current(), up: now() };
      save();
    },
    /** An uncaught error: kept (scrubbed) while fewer than ERRORS_PER_DAY were today, else counted. */
    error(message: string, stack?: string) {
      const k = current();
      if (k.kept >= ERRORS_PER_DAY) kept = { ...k, dropped: k.dropped + 1 };
      else kept = { ...k, kept: k.kept + 1, errors: [...k.errors, { message: scrubMessage(message, redact), top: stackTop(stack), at: now() }] };
      save();
    },
    /** The report to send with a refresh now, or null when one went moments ago and nothing changed. */
    due(): HealthReport | null {
      const k = current();
      const { waiting, refusals } = outbox();
      const counts = `${waiting}/${refusals}/${k.errors.length}`;
      if (now() - lastSent < REPORT_EVERY_MS && counts === lastCounts) return null;
      refreshUsage();
      return {
        build: build.slice(0, 40),
        up: k.up,
        down: k.down,
        waiting,
        refusals,
        storage: storageBytes === null ? null : Math.max(0, Math.round(storageBytes)),
        day: k.day,
        pages: k.pages,
        syncs: k.syncs,
        errors: k.errors,
        dropped: k.dropped,
      };
    },
    /** The server took `report`: its errors are not sent again, nor its dropped count. */
    sent(report: HealthReport) {
      lastSent = now();
      lastCounts = `${report.waiting}/${report.refusals}/0`;
      const k = current();
      if (k.day === report.day) {
        kept = { ...k, errors: k.errors.filter((e) => !report.errors.includes(e)), dropped: k.dropped - report.dropped };
        save();
      }
    },
  };
}

export type Health = ReturnType<typeof createHealth>;

/**
 * The API with the health report riding on its refreshes: each refresh is timed (its band counted)
 * and, when a report is due, carries it; a refresh that came down and a write the server took are
 * the last syncs down and up.
 */
export function reportingApi(api: Api, health: Health, now: () => number): Api {
  return {
    ...api,
    async sync(contract, params, held, signal, extra) {
      const started = now();
      const report = health.due();
      const r = await api.sync(contract, params, held, signal, report ? { ...extra, health: report } : extra);
      if (r.ok || r.failure.kind !== "network") health.sync(now() - started, r.ok);
      if (r.ok && report) health.sent(report);
      return r;
    },
    async write(contract, params, key, signal) {
      const r = await api.write(contract, params, key, signal);
      if (r.ok) health.wrote();
      return r;
    },
  };
}
