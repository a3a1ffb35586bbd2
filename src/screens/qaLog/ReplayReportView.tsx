// What a replay reached, presentational (the QA log's; the replayed screen is the component its screen gives): each machine's state (and, for this device's own log, whether it equals
// the live one), divergences, unknown events, the store, and the replayed screen.
import { Callout, H2, HTMLTable, Tag } from "@blueprintjs/core";
import type { ComponentType } from "react";
import type { MachineSummary, ReplayResult } from "../../store/replay.ts";
import { byPlace } from "../../views/keys.ts";
import { liveSummary, replayProblems, summaryDiff, type LogReplay } from "../../views/qa/replayLog.ts";
import { TitledCallout } from "../../views/shell/PageStates.tsx";
import "../../views/page.css";
import { ScrollRegion } from "../../views/ScrollRegion.tsx";
import { useT } from "../../views/i18n.tsx";

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
  const t = useT();
  if (!replay.ok)
    return (
      <TitledCallout intent="danger" role="alert" title={t("This file is not a log that can be replayed")}>
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
    if (now.status === "stopped") return <Tag minimal>{t("closed live")}</Tag>;
    const diff = summaryDiff(now, s);
    return (
      <Tag intent={diff.length ? "danger" : "success"}>
        {diff.length ? t("differs from live: {diff}", { diff: diff.join(", ") }) : t("same as live")}
      </Tag>
    );
  };
  return (
    <section aria-labelledby="qa-result" className="page-section">
      <H2 id="qa-result" className="page-section-title">
        {source === "this device" ? t("Replay of this device") : t("Replay of {source}", { source })}
      </H2>
      <Callout role="status" intent={problems ? "warning" : "success"} className="page-callout">
        {t(
          "{events} events replayed into {machines} machines: {divergences} divergences, {unknown} unknown events, {unreadable} unreadable records.",
          {
            events: replay.events,
            machines: machines.length,
            divergences: result.divergences.length,
            unknown: result.unknown.length,
            unreadable: replay.unreadable.length,
          },
        )}
      </Callout>
      <ScrollRegion label={t("Machine states after the replay")}>
        <HTMLTable compact striped aria-label={t("Machine states after the replay")}>
          <thead>
            <tr>
              <th>{t("Machine")}</th>
              <th>{t("State")}</th>
              <th>{t("Status")}</th>
              {live && <th>{t("Live")}</th>}
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
      </ScrollRegion>
      {result.divergences.length > 0 && (
        <ul aria-label={t("Divergences")}>
          {result.divergences.map((d) => (
            <li key={d.id}>
              #{d.seq} {d.machine}:{" "}
              {d.recorded
                ? t("{type} in {state} was taken live but refused in the replay", { type: d.type, state: show(d.state) })
                : t("{type} in {state} was refused live but taken in the replay", { type: d.type, state: show(d.state) })}
            </li>
          ))}
        </ul>
      )}
      {result.unknown.length + replay.unreadable.length > 0 && (
        <ul aria-label={t("Unknown events")}>
          {result.unknown.map((u) => (
            <li key={u.id}>
              #{u.seq} {u.type}:{" "}
              {u.reason === "unknownMachine"
                ? t("no machine {machine}", { machine: String(u.machine) })
                : t("{machine} has no transition for it", { machine: String(u.machine) })}
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
        {t("Store:")}{" "}
        {Object.entries(result.state.lists)
          .map(([n, rows]) => `${n} ${rows.length}`)
          .join(", ") || t("no lists")}
        ; {t("writes {count}", { count: result.state.outbox.length })}
        {result.state.session.user
          ? `; ${t("signed in as {name} ({role})", { name: result.state.session.user.name, role: result.state.session.role ?? "" })}`
          : `; ${t("signed out")}`}
        {result.state.location ? `; ${t("at {path}", { path: result.state.location.path })}` : ""}.
      </p>
      <ReplayScreen result={result} />
    </section>
  );
}
