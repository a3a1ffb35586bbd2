// Field devices (issue 48 items 3 and 4; docs/decisions/078-field-devices.md).
// - recordHealth: a device's health report, carried by a list's refresh (`health` beside `sync` in
//   POST /api/query), upserted as one row per person and device (app_device_health). The device
//   is the session's trusted device (its hash stays here); the day's errors are appended up to
//   ERRORS_PER_DAY, the rest counted.
// - fieldDevices.list: per person and device, for a CMDI their FCPs, for an AMMD their region (the
//   FCPs assigned to them and the CMDIs reporting to them), for the super admin every person, each
//   with their mobile and each device with its number and when it was first seen (decision 111). A
//   person who never reported is a row without a device; not synced for STALE_DAYS days is `stale`.
import { ERRORS_PER_DAY, fieldDevicesList, type FieldDevice, type HealthReport } from "../../src/codecs/fieldDevices.ts";
import type { Queryable } from "../db/db.ts";
import { FCP_RECORD_TYPE } from "../db/demo.ts";
import { subjectKey, type Subject } from "../auth/sessions.ts";
import { defineOp } from "./registry.ts";
import { managedBy } from "./people.ts";

/** The default of FIELD_DEVICES_STALE_DAYS: a person not synced for this many days is flagged. */
export const DEFAULT_STALE_DAYS = 3;

/**
 * Stores a device's report for the session `tokenHash` of `subject` (one upsert). The day's counts
 * replace the stored ones (they are the device's totals of its day); errors are appended to the
 * day's while fewer than ERRORS_PER_DAY are kept, and counted (with the device's own `dropped`).
 */
export async function recordHealth(db: Queryable, subject: Subject, tokenHash: string, report: HealthReport): Promise<void> {
  const errors = report.errors.slice(0, ERRORS_PER_DAY).map((e) => ({ message: e.message, top: e.top, at: e.at }));
  const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  await db.query(
    `INSERT INTO app_device_health AS h (subject, device_hash, build, last_up, last_down, waiting, refusals, storage_bytes, day, pages, syncs, errors, error_count)
     SELECT $1, coalesce(s.device_hash, 'session:' || s.token_hash), $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9, $10::int[], $11::int[], $12::jsonb, $13
       FROM app_session s WHERE s.token_hash = $2
     ON CONFLICT (subject, device_hash) DO UPDATE SET
       reported_at = now(), build = EXCLUDED.build,
       last_up = greatest(h.last_up, EXCLUDED.last_up), last_down = greatest(h.last_down, EXCLUDED.last_down),
       waiting = EXCLUDED.waiting, refusals = EXCLUDED.refusals, storage_bytes = EXCLUDED.storage_bytes,
       day = EXCLUDED.day, pages = EXCLUDED.pages, syncs = EXCLUDED.syncs,
       errors = CASE WHEN h.day = EXCLUDED.day
                     THEN (SELECT coalesce(jsonb_agg(e), '[]') FROM (SELECT e FROM jsonb_array_elements(h.errors || EXCLUDED.errors) e LIMIT ${ERRORS_PER_DAY}) x)
                     ELSE EXCLUDED.errors END,
       error_count = CASE WHEN h.day = EXCLUDED.day THEN h.error_count ELSE 0 END + EXCLUDED.error_count`,
    [
      subjectKey(subject),
      tokenHash,
      report.build,
      instant(report.up),
      instant(report.down),
      report.waiting,
      report.refusals,
      report.storage,
      report.day,
      report.pages,
      report.syncs,
      JSON.stringify(errors),
      report.errors.length + report.dropped,
    ],
  );
}

interface Row {
  subject: string;
  person: string;
  role: string;
  mobile: string | null;
  device: number | null;
  device_name: string | null;
  first_seen: Date | null;
  reported_at: Date | null;
  last_up: Date | null;
  last_down: Date | null;
  build: string | null;
  waiting: number | null;
  refusals: number | null;
  storage_bytes: string | number | null;
  day: string | null;
  pages: number[] | null;
  syncs: number[] | null;
  errors: Array<{ message: string; top: string }> | null;
  error_count: number | null;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const three = (a: number[] | null): [number, number, number] => [a?.[0] ?? 0, a?.[1] ?? 0, a?.[2] ?? 0];

/** At most this many rows (people and devices) in one answer. */
const LIMIT = 2000;

export const fieldDevicesListOp = defineOp(fieldDevicesList, async ({ db, user, now, programme }) => {
  const staleDays = programme.fieldDevicesStaleDays ?? DEFAULT_STALE_DAYS;
  // the people in the caller's scope, as subjects: FCP accounts, and staff for an AMMD and the super admin
  let people: string;
  const params: unknown[] = [FCP_RECORD_TYPE];
  const fcps = `SELECT 'account:' || a.id AS subject, coalesce(a.name, '') AS person, 'FCP' AS role, a.phone AS mobile FROM account a
                 WHERE a.recordtypeid = $1 AND a.isdeleted IS NOT TRUE AND a.active__c IS NOT FALSE`;
  const staff = `SELECT 'product_user:' || p.id AS subject, coalesce(p.name, '') AS person, p.type__c AS role, p.login_mobile_number__c AS mobile
                   FROM product_user__c p
                  WHERE p.active__c IS NOT FALSE AND p.type__c IN ('CMDI', 'AMMD')`;
  if (user.superAdmin) people = `${fcps} UNION ALL ${staff}`;
  else {
    const scope = managedBy(user, "a.assigned_cmdi__c", "a.assigned_ammd__c", 2);
    if (!scope) return [];
    params.push(...scope.params);
    people =
      user.role === "AMMD"
        ? `${fcps} AND ${scope.sql} UNION ALL ${staff} AND p.type__c = 'CMDI' AND left(p.reporting_to_ammd__c, 15) = left($2, 15)`
        : `${fcps} AND ${scope.sql}`;
  }
  const r = await db.query<Row>(
    `SELECT w.subject, w.person, w.role, w.mobile, d.id AS device, d.name AS device_name, d.created_at AS first_seen, h.reported_at, h.last_up, h.last_down, h.build,
            h.waiting, h.refusals, h.storage_bytes, h.day, h.pages, h.syncs, h.errors, h.error_count
       FROM (${people}) w
       LEFT JOIN app_device_health h ON h.subject = w.subject
       LEFT JOIN app_trusted_device d ON d.device_hash = h.device_hash AND d.subject = h.subject
      ORDER BY h.reported_at ASC NULLS FIRST, lower(w.person), w.subject, d.id
      LIMIT ${LIMIT}`,
    params,
  );
  const cutoff = now.getTime() - staleDays * 86_400_000;
  return r.rows.map(
    (x): FieldDevice => ({
      key: `${x.subject}/${x.device ?? (x.reported_at ? `t${new Date(x.reported_at).getTime()}` : "-")}`,
      person: x.person,
      role: x.role,
      mobile: x.mobile,
      device: x.device,
      deviceName: x.device_name,
      firstSeen: iso(x.first_seen),
      lastSync: iso(x.reported_at),
      lastUp: iso(x.last_up),
      lastDown: iso(x.last_down),
      build: x.build,
      waiting: x.waiting ?? 0,
      refusals: x.refusals ?? 0,
      storage: x.storage_bytes === null ? null : Number(x.storage_bytes),
      day: x.day,
      pages: three(x.pages),
      syncs: three(x.syncs),
      errors: (x.errors ?? []).map((e) => ({ message: String(e.message), top: String(e.top) })),
      errorCount: x.error_count ?? 0,
      stale: x.reported_at === null || new Date(x.reported_at).getTime() < cutoff,
      staleDays,
    }),
  );
});

export const FIELD_DEVICE_OPS = [fieldDevicesListOp];
