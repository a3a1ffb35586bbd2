// The caller's devices (src/codecs/devices.ts): only their own, from the session's subject; a
// device of anyone else is a 404, whether it exists or not.
import { devicesMine, devicesSignOut, type Device } from "../../src/codecs/devices.ts";
import { audit, endSessions, subjectKey } from "../auth/sessions.ts";
import { defineOp, OpError } from "./registry.ts";
import { msg } from "../../src/codecs/language.ts";

const iso = (d: Date | string) => new Date(d).toISOString();

export const devicesMineOp = defineOp(devicesMine, async ({ db, subject, tokenHash }) => {
  const r = await db.query<{ id: number; name: string | null; created_at: Date; last_used_at: Date; current: boolean }>(
    `SELECT d.id, d.name, d.created_at, d.last_used_at, s.token_hash IS NOT NULL AS current
     FROM app_trusted_device d LEFT JOIN app_session s ON s.token_hash = $2 AND s.device_hash = d.device_hash
     WHERE d.subject = $1 ORDER BY d.last_used_at DESC, d.id DESC LIMIT 100`,
    [subjectKey(subject), tokenHash ?? null],
  );
  return r.rows.map(
    (x): Device => ({ id: x.id, name: x.name ?? "A browser", firstSeen: iso(x.created_at), lastSeen: iso(x.last_used_at), current: x.current }),
  );
});

export const devicesSignOutOp = defineOp(devicesSignOut, async ({ db, subject }, { id }) => {
  const r = await db.query<{ device_hash: string }>("DELETE FROM app_trusted_device WHERE id = $1 AND subject = $2 RETURNING device_hash", [
    id,
    subjectKey(subject),
  ]);
  const hash = r.rows[0]?.device_hash;
  if (!hash) throw new OpError(404, "not_found", msg("This device was not found"));
  const ended = await endSessions(db, subject, "device_signed_out", { deviceHash: hash });
  await audit(db, "device.signed_out", subjectKey(subject), { device: id, sessionsEnded: ended }, null);
  return [{ id }];
});

export const DEVICE_OPS = [devicesMineOp, devicesSignOutOp];
