// /fieldDevices, presentational (issue 48 item 4; decisions 078, 111; its screen: ./screen.tsx):
// first, the people not synced in the last N days, then those who never synced, each under its own
// heading; then each person's device with its number, when it was first seen and last synced, its
// changes waiting to be sent and not saved, build, storage and speed score (CHT's bands, read as
// fast, slow, too slow); the list as CSV. Each person is named as every list names them, with
// their mobile's last four digits (two of one name differ). One wording for the heading, the
// card's labels, the rows and the CSV's columns (decision 105).
import { useMemo } from "react";
import { Callout, Card, Intent, Tag } from "@blueprintjs/core";
import { type FieldDevice, timeScore } from "../../codecs/fieldDevices.ts";
import type { CsvColumn } from "../../codecs/csv.ts";
import { personLabel } from "../../codecs/display.ts";
import { DASH, type Formats } from "../../codecs/formats.ts";
import { msg, type Translate } from "../../codecs/i18n.ts";
import { ExportCsv } from "../../views/ExportCsv.tsx";
import { ListFrame } from "../../views/ListFrame.tsx";
import type { ListLoad } from "../../views/shell/PageStates.tsx";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";
import "./FieldDevicesView.css";

export interface FieldDevicesViewProps {
  title: string;
  /** Where Back goes: the person's home. */
  back: string;
  load: ListLoad;
  /** Loaded (not loading, not failed): no rows then means no one to oversee. */
  settled: boolean;
  /** Today (YYYY-MM-DD, India's), the CSV file's date. */
  today: string;
  rows: readonly FieldDevice[];
}

/** Storage in megabytes, its unit through the catalogue ("{mb} MB"). */
const megabytes = (fmt: Formats, t: Translate, bytes: number | null) => (bytes === null ? DASH : t("{mb} MB", { mb: fmt.number(bytes / 1_000_000) }));
const score = (r: FieldDevice) => {
  const s = timeScore(r.pages, r.syncs);
  return s === null ? DASH : `${s}%`;
};

/** The flag's words, the same in the heading, the card's tag and the CSV's column. */
const notSynced = (days: number) => msg("Not synced in the last {days} days", { days });

/** A person as every list names them: the name and their mobile's last four digits (decision 111). */
const personOf = (r: FieldDevice) => personLabel(r.person, r.mobile);

/** A device as its card names it: the name its browser gives and its number ("Chrome on Linux, no. 7"). */
const deviceOf = (t: Translate, r: FieldDevice) => {
  const name = r.deviceName ?? t("A browser");
  return r.device === null ? name : t("{name}, no. {number}", { name, number: r.device });
};

/** The CSV's columns: what the cards show, in their words. */
const columnsOf = (fmt: Formats, t: Translate, days: number): CsvColumn<FieldDevice>[] => [
  { header: msg("Person"), text: personOf },
  { header: msg("Role"), text: (r) => r.role },
  { header: msg("Device"), text: (r) => (r.lastSync === null ? DASH : deviceOf(t, r)) },
  { header: msg("First seen"), text: (r) => (r.firstSeen ? fmt.dateTime(r.firstSeen) : DASH) },
  { header: msg("Last synced"), text: (r) => (r.lastSync ? fmt.dateTime(r.lastSync) : DASH) },
  { header: msg("Changes waiting to be sent"), text: (r) => String(r.waiting) },
  { header: msg("Changes not saved"), text: (r) => String(r.refusals) },
  { header: msg("Build"), text: (r) => r.build ?? DASH },
  { header: msg("Storage"), text: (r) => megabytes(fmt, t, r.storage) },
  { header: msg("Speed score"), text: score },
  { header: msg("Errors today"), text: (r) => String(r.errorCount) },
  { header: notSynced(days), text: (r) => (r.stale ? msg("Yes") : msg("No")), translated: true },
];

/** One heading of the flagged people and its list, each person named and then `line` (nothing when no one). */
function Flagged(p: { id: string; title: string; rows: readonly FieldDevice[]; line: (r: FieldDevice) => string }) {
  if (p.rows.length === 0) return null;
  return (
    <section aria-labelledby={p.id}>
      <h2 id={p.id} className="field-devices-stale-title">
        {p.title}
      </h2>
      <ul aria-label={p.title}>
        {p.rows.map((r) => (
          <li key={r.key}>
            <strong>{personOf(r)}</strong> {p.line(r)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FieldDevicesView({ title, back, load, settled, today, rows }: FieldDevicesViewProps) {
  const t = useT();
  const fmt = useFormats();
  // not synced lately, and never: each under its own heading (decision 111)
  const stale = rows.filter((r) => r.stale && r.lastSync !== null);
  const never = rows.filter((r) => r.lastSync === null);
  const days = rows[0]?.staleDays ?? 3;
  const columns = useMemo(() => columnsOf(fmt, t, days), [fmt, t, days]);
  const devices = rows.filter((r) => r.lastSync !== null);
  return (
    <ListFrame
      title={title}
      back={back}
      className="field-devices"
      what={msg("field devices")}
      state={load}
      empty={
        settled && rows.length === 0
          ? { icon: "mobile-phone", title: msg("No one to show"), description: msg("The people you oversee and their devices appear here.") }
          : null
      }
      actions={<ExportCsv what="field-devices" today={today} columns={columns} rows={rows} label={msg("Download the field devices as CSV")} />}
    >
      {(stale.length > 0 || never.length > 0) && (
        <Callout intent={Intent.WARNING} className="field-devices-stale">
          <Flagged
            id="field-devices-stale-title"
            title={t(notSynced(days))}
            rows={stale}
            line={(r) => `(${r.role}, ${deviceOf(t, r)}): ${t("last synced {when}", { when: fmt.dateTime(r.lastSync) })}`}
          />
          <Flagged id="field-devices-never-title" title={t("Never synced")} rows={never} line={(r) => `(${r.role})`} />
        </Callout>
      )}
      {devices.length > 0 && (
        <ul className="field-devices-list" aria-label={t("Devices")}>
          {devices.map((r) => (
            <li key={r.key}>
              <Card className="field-devices-item">
                <div className="field-devices-head">
                  <strong>{personOf(r)}</strong> <span>{r.role}</span>
                  {r.stale && <Tag intent={Intent.WARNING}>{t(notSynced(r.staleDays))}</Tag>}
                </div>
                <div>{deviceOf(t, r)}</div>
                <dl className="field-devices-facts">
                  <dt>{t("First seen")}</dt>
                  <dd>{r.firstSeen ? fmt.dateTime(r.firstSeen) : DASH}</dd>
                  <dt>{t("Last synced")}</dt>
                  <dd>{r.lastSync ? fmt.dateTime(r.lastSync) : DASH}</dd>
                  <dt>{t("Changes waiting to be sent")}</dt>
                  <dd>{fmt.count(r.waiting)}</dd>
                  <dt>{t("Changes not saved")}</dt>
                  <dd>{fmt.count(r.refusals)}</dd>
                  <dt>{t("Build")}</dt>
                  <dd>{r.build ?? DASH}</dd>
                  <dt>{t("Storage")}</dt>
                  <dd>{megabytes(fmt, t, r.storage)}</dd>
                  <dt>{t("Speed score")}</dt>
                  <dd>
                    {score(r)}{" "}
                    <span className="field-devices-bands">
                      {t("pages: {s} fast, {tol} slow, {f} too slow; syncs: {ss} fast, {st} slow, {sf} too slow", {
                        s: r.pages[0],
                        tol: r.pages[1],
                        f: r.pages[2],
                        ss: r.syncs[0],
                        st: r.syncs[1],
                        sf: r.syncs[2],
                      })}
                    </span>
                  </dd>
                  <dt>{t("Errors today")}</dt>
                  <dd>{fmt.count(r.errorCount)}</dd>
                </dl>
                {r.errors.length > 0 && (
                  <ul className="field-devices-errors" aria-label={t("Errors of {person}'s device", { person: r.person })}>
                    {r.errors.map((e, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a day's errors in the order they came, never reordered
                      <li key={i}>
                        <code>{e.message}</code> {e.top && <small>{e.top}</small>}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
