// /qa/log, presentational (its screen: ./screen.tsx): the event log of this device for QA. Download
// it; replay it (or a downloaded file) into fresh machines and see their states, the store, what
// diverged, and the replayed screen (the component the screen gives).
import { useState, type ChangeEvent } from "react";
import { Button, Callout, FormGroup, H1, H2, HTMLTable, Tag } from "@blueprintjs/core";
import { entryProblem, type StoreState } from "../../store/state.ts";
import type { QaTools } from "../../views/actors.tsx";
import { replayLogText, stopAll, type LogReplay } from "../../views/qa/replayLog.ts";
import { ReplayReport, type ReplayedScreen } from "./ReplayReportView.tsx";
import "../../views/page.css";
import { ScrollRegion } from "../../views/ScrollRegion.tsx";
import "./QaLogPage.css";
import { useT } from "../../views/i18n.tsx";

type LiveAtExport = Record<string, { getSnapshot(): unknown }>;
/**
 * The live flows' snapshots taken now, in the same task as the log was read (a flow that moves on
 * afterwards, a list whose answer arrives while the replay runs, is compared as it was when the
 * log was read, not as it is when the report is drawn).
 */
const frozen = (actors: LiveAtExport): LiveAtExport =>
  Object.fromEntries(
    Object.entries(actors).map(([key, a]) => {
      const s = a.getSnapshot();
      return [key, { getSnapshot: () => s }];
    }),
  );

export interface QaLogViewProps {
  title: string;
  /** The writes of the person signed in (another person's stay private). */
  outbox: StoreState["outbox"];
  /** How many writes of another person on this device are not shown. */
  others: number;
  /** The log's export and replay, where the app has them. */
  qa: QaTools | null;
  /** The screen a replay ends on, drawn from the replayed actors. */
  ReplayScreen: ReplayedScreen;
}

export function QaLogView({ title, outbox, others, qa, ReplayScreen }: QaLogViewProps) {
  const t = useT();
  const [busy, setBusy] = useState<"export" | "replay" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<{ replay: LogReplay; source: string; live?: LiveAtExport } | null>(null);

  /** `live`: this device's flows as they were when the log was read, to compare with the replay. */
  const start = (text: string, source: string, live?: LiveAtExport) => {
    if (run?.replay.ok) stopAll(run.replay.result);
    if (qa) setRun({ replay: replayLogText(text, qa.replayEnv), source, ...(live ? { live } : {}) });
  };
  const exportLog = async (then: (text: string) => void, atRead?: () => void) => {
    if (!qa) return;
    setError(null);
    setBusy("export");
    try {
      then(await qa.exportLog(atRead));
    } catch (e) {
      setError(t("The log could not be read: {reason}", { reason: (e as Error).message }));
    } finally {
      setBusy(null);
    }
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setError(null);
    setBusy("replay");
    try {
      start(await file.text(), file.name);
    } catch (err) {
      setError(t("The file could not be read: {reason}", { reason: (err as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="page qa-log-page">
      <H1 className="page-title">{t(title)}</H1>
      <p>
        {t(
          "Everything this device did is kept in an event log. Download it to attach to a bug report, or replay a log to reproduce what the person saw.",
        )}
      </p>
      {!qa && <Callout intent="warning">{t("The event log is not available here.")}</Callout>}
      {error && (
        <Callout intent="danger" role="alert" className="page-callout">
          {error}
        </Callout>
      )}
      <section aria-labelledby="qa-device">
        <H2 id="qa-device" className="page-section-title">
          {t("This device")}
        </H2>
        <div className="qa-log-page-actions">
          <Button
            icon="download"
            text={t("Download log")}
            loading={busy === "export"}
            disabled={!qa}
            onClick={() => exportLog((text) => qa!.download(`field-ops-log-${new Date().toISOString().slice(0, 19).replace(/:/g, "-")}.json`, text))}
          />
          <Button
            icon="play"
            text={t("Replay this log")}
            disabled={!qa}
            onClick={() => {
              let live: LiveAtExport = {};
              void exportLog(
                (text) => start(text, "this device", live),
                () => (live = frozen(qa!.liveActors())),
              );
            }}
          />
        </div>
        <H2 className="qa-log-page-writes-title">{t("Writes")}</H2>
        {others > 0 && (
          <p>
            {t(
              "{count, plural, one {# write of another person on this device is not shown.} other {# writes of another person on this device are not shown.}}",
              {
                count: others,
              },
            )}
          </p>
        )}
        {outbox.length === 0 ? (
          <p>{t("No writes yet.")}</p>
        ) : (
          <ScrollRegion label={t("Writes")}>
            <HTMLTable compact striped aria-label={t("Writes")}>
              <thead>
                <tr>
                  <th>{t("Operation")}</th>
                  <th>{t("Status")}</th>
                  <th>{t("Attempts")}</th>
                  <th>{t("Detail")}</th>
                </tr>
              </thead>
              <tbody>
                {outbox.map((w) => (
                  <tr key={w.id}>
                    <td>{w.op}</td>
                    <td>
                      <Tag intent={w.status === "synced" ? "success" : w.status === "rejected" ? "danger" : "warning"}>{w.status}</Tag>
                    </td>
                    <td>{w.attempts}</td>
                    <td>{entryProblem(w) ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ScrollRegion>
        )}
      </section>
      <section aria-labelledby="qa-file" className="page-section">
        <H2 id="qa-file" className="page-section-title">
          {t("Replay a log file")}
        </H2>
        <FormGroup label={t("Log file")} labelFor="qa-log-file" helperText={t("A JSON file made by Download log.")}>
          <input id="qa-log-file" type="file" accept="application/json,.json" onChange={onFile} disabled={busy === "replay"} />
        </FormGroup>
      </section>
      {run && <ReplayReport replay={run.replay} source={run.source} live={run.live} ReplayScreen={ReplayScreen} />}
    </div>
  );
}
