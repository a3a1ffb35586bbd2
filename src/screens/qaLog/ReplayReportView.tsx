// What a replay reached, presentational (the QA log's; the replayed screen is the component its screen gives): each machine's state (and, for this device's own log, whether it equals
// the live one), divergences, unknown events, the store, and the replayed screen.
import { Callout, H2, HTMLTable, Tag } from "@blueprintjs/core";
import type { ComponentType } from "react";
import type { MachineSummary, ReplayResult } from "../../store/replay.ts";
import { byPlace } from "../../views/keys.ts";
import { liveSummary, replayProblems, summaryDiff, type LogReplay } from "../../views/qa/replayLog.ts";
import { TitledCallout } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";

/** The screen a replay ends on, drawn from the replayed actors (the screen's ./ReplayScreen.tsx). */
export type ReplayedScreen = ComponentType<{ result: ReplayResult }>;

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

export function ReplayReport({
  replay,
  source,
  live,
  ReplayScreen,
}: {
  replay: LogReplay;
  source: string;
  live?: Record<string, { getSnapshot(): unknown }>;
  ReplayScreen: ReplayedScreen;
}) {
  if (!replay.ok)
    return (
      <TitledCallout intent="danger" role="alert" title="This file is not a log that can be replayed">
        {replay.error}
      </TitledCallout>
    );
  const { result } = replay;
  const problems = replayProblems(replay);
  const machines = Object.entries(result.snapshots);
  const verdict = (key: string, s: MachineSummary) => {
    const a = live?.[key];
    if (!a) return null;
    const now = liveSummary(a);
    // a screen the person left has stopped its flow; the log does not say so, so it is not compared
    if (now.status === "stopped") return <Tag minimal>closed live</Tag>;
    const diff = summaryDiff(now, s);
    return <Tag intent={diff.length ? "danger" : "success"}>{diff.length ? `differs from live: ${diff.join(", ")}` : "same as live"}</Tag>;
  };
  return (
    <section aria-labelledby="qa-result" className="page-section">
      <H2 id="qa-result" className="page-section-title">
        Replay of {source}
      </H2>
      <Callout role="status" intent={problems ? "warning" : "success"} className="page-callout">
        {replay.events} events replayed into {machines.length} machines: {result.divergences.length} divergences, {result.unknown.length} unknown
        events, {replay.unreadable.length} unreadable records.
      </Callout>
      <div className="page-scroll">
        <HTMLTable compact striped aria-label="Machine states after the replay">
          <thead>
            <tr>
              <th>Machine</th>
              <th>State</th>
              <th>Status</th>
              {live && <th>Live</th>}
            </tr>
          </thead>
          <tbody>
            {machines.map(([key, s]) => (
              <tr key={key}>
                <td>{key}</td>
                <td>
                  <code>{show(s.value)}</code>
                </td>
                <td>{s.status}</td>
                {live && <td>{verdict(key, s)}</td>}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {result.divergences.length > 0 && (
        <ul aria-label="Divergences">
          {result.divergences.map((d) => (
            <li key={d.id}>
              #{d.seq} {d.machine}: {d.type} in <code>{show(d.state)}</code> was {d.recorded ? "taken" : "refused"} live but{" "}
              {d.replayed ? "taken" : "refused"} in the replay
            </li>
          ))}
        </ul>
      )}
      {result.unknown.length + replay.unreadable.length > 0 && (
        <ul aria-label="Unknown events">
          {result.unknown.map((u) => (
            <li key={u.id}>
              #{u.seq} {u.type}: {u.reason === "unknownMachine" ? `no machine ${u.machine}` : `${u.machine} has no transition for it`}
            </li>
          ))}
          {byPlace(replay.unreadable).map(({ item: u, place }) => (
            <li key={`u${place}`}>
              #{u.seq ?? "?"} {u.type ?? "record"}: {u.detail}
            </li>
          ))}
        </ul>
      )}
      <p>
        Store:{" "}
        {Object.entries(result.state.lists)
          .map(([n, rows]) => `${n} ${rows.length}`)
          .join(", ") || "no lists"}
        ; writes {result.state.outbox.length}
        {result.state.session.user ? `; signed in as ${result.state.session.user.name} (${result.state.session.role})` : "; signed out"}
        {result.state.location ? `; at ${result.state.location.path}` : ""}.
      </p>
      <ReplayScreen result={result} />
    </section>
  );
}
