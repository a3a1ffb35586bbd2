// Replays an exported log into the app's machines and store fold: the QA page and
// `npm run replay` share this, so both reach the same machine states and store state.
import type { AnyActor } from "xstate";
import type { UnknownRecord } from "../../store/envelope.ts";
import { importLog, type LogFile } from "../../store/exchange.ts";
import { redact } from "../../store/redact.ts";
import { replay, summarize, type MachineSummary, type ReplayEnv, type ReplayResult } from "../../store/replay.ts";

export type LogReplay = { ok: false; error: string } | { ok: true; file: LogFile; events: number; unreadable: UnknownRecord[]; result: ReplayResult };

/** `env`: the app's machines and store, built from its features (src/features: `APP`). */
export function replayLogText(text: string, env: ReplayEnv): LogReplay {
  const imp = importLog(text, env.store.registry());
  if (!imp.ok) return { ok: false, error: imp.error };
  return {
    ok: true,
    file: imp.file,
    events: imp.events.length,
    unreadable: imp.unknown,
    result: replay(imp.events, env.machines, { fold: env.store.fold, focus: imp.file.sessionId }),
  };
}

/** Whether a replay failed to reproduce the log: an unknown event, a divergence, an unreadable record. */
export const replayProblems = (r: Extract<LogReplay, { ok: true }>): number =>
  r.result.divergences.length + r.result.unknown.length + r.unreadable.length;

/** A live actor in the form a replay reports it (secrets redacted, as the log holds them). */
export const liveSummary = (a: { getSnapshot(): unknown }): MachineSummary => {
  const s = summarize(a as AnyActor);
  return { ...s, context: redact(s.context) };
};

export const sameSummary = (a: MachineSummary, b: MachineSummary): boolean => summaryDiff(a, b).length === 0;

/** What differs between two summaries: "state", "status", or the context keys. */
export function summaryDiff(a: MachineSummary, b: MachineSummary): string[] {
  const j = (v: unknown) => JSON.stringify(v);
  const out: string[] = [];
  if (j(a.value) !== j(b.value)) out.push("state");
  if (a.status !== b.status) out.push("status");
  const ca = (a.context ?? {}) as Record<string, unknown>,
    cb = (b.context ?? {}) as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ca), ...Object.keys(cb)])) if (j(ca[k]) !== j(cb[k])) out.push(k);
  return out;
}

export const stopAll = (r: ReplayResult) => {
  for (const a of Object.values(r.actors)) a.stop();
};
