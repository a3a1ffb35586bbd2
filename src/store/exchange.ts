// Export / import of a log as a JSON file (QA downloads it, replay loads it).
import * as t from "io-ts";
import { isLeft } from "fp-ts/Either";
import { PathReporter } from "io-ts/PathReporter";
import { decodeAll, type Envelope, type Registry, type UnknownRecord } from "./envelope.ts";

export const LogFile = t.intersection([
  t.type({
    format: t.literal("field-ops/event-log"),
    appVersion: t.string,
    exportedAt: t.number,
    machines: t.array(t.string),
    /** Stored records as they are in the log (unreadable ones included, never dropped). */
    events: t.array(t.unknown),
  }),
  t.partial({
    snapshot: t.type({ seq: t.number, state: t.unknown }),
    /** The session (tab, page load) that exported the file: a replay shows its screen. */
    sessionId: t.string,
  }),
]);
export type LogFile = t.TypeOf<typeof LogFile>;

export function exportLog(
  meta: { appVersion: string; machines: string[]; exportedAt: number; sessionId?: string },
  records: readonly unknown[],
): string {
  const file: LogFile = { format: "field-ops/event-log", ...meta, events: [...records] };
  return JSON.stringify(file, null, 1);
}

export type Imported = { ok: true; file: LogFile; events: Envelope[]; unknown: UnknownRecord[] } | { ok: false; error: string };

export function importLog(text: string, registry: Registry): Imported {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  const f = LogFile.decode(json);
  if (isLeft(f)) return { ok: false, error: PathReporter.report(f).join("; ") };
  return { ok: true, file: f.right, ...decodeAll(registry, f.right.events) };
}
