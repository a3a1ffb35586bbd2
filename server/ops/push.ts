// Web push (issue 27 item 2; docs/decisions/046-web-push.md): the server's VAPID key pair (given as
// settings, or made once and kept in app_secret), the ops that record and remove a device's
// subscription for the signed-in person, and the sender that pushes each notification (decision
// 045) to its recipient's devices with the `web-push` library. Endpoints and keys are secrets: no
// log line names them.
import type { Agent } from "node:https";
import webpush from "web-push";
import { DEFAULT_PUSH_HOSTS, pushKey, pushSubscribe, pushUnsubscribe, type PushPayload } from "../../src/codecs/push.ts";
import type { Db, NoRows, Queryable } from "../db/db.ts";
import { defineOp, OpError } from "./registry.ts";
import hi from "../../src/codecs/catalogue.hi.json" with { type: "json" };
import type { Catalogue } from "../../src/codecs/i18n.ts";
import { DEFAULT_LANGUAGE, Language, msg } from "../../src/codecs/language.ts";
import { noticeMessages } from "../../src/codecs/notices.ts";
import { translate } from "../../src/codecs/translate.ts";

const CATALOGUES: Record<Language, Catalogue> = { en: {}, hi };

/** The account language of each recipient (an FCP's account or a staff user, by sfid) who chose one (decision 074). */
export async function recipientLanguages(db: Queryable, sfids: readonly string[]): Promise<Map<string, Language>> {
  const r = await db.query<{ sfid: string; language: string }>(
    `SELECT a.sfid, us.language FROM account a JOIN app_user_setting us ON us.subject_kind = 'account' AND us.subject_id = a.id
      WHERE a.sfid = ANY($1::text[])
     UNION ALL
     SELECT p.sfid, us.language FROM product_user__c p JOIN app_user_setting us ON us.subject_kind = 'product_user' AND us.subject_id = p.id
      WHERE p.sfid = ANY($1::text[])`,
    [sfids],
  );
  const out = new Map<string, Language>();
  for (const row of r.rows) if (Language.is(row.language) && !out.has(row.sfid)) out.set(row.sfid, row.language);
  return out;
}

/** What a notification's push says, in `language` (its recipient's account language), as the list shows it. */
export function pushPayload(n: { kind: string; title: string; body: string; link: string }, language: Language): PushPayload {
  const said = noticeMessages(n);
  return {
    title: translate(language, CATALOGUES[language], said.title),
    body: translate(language, CATALOGUES[language], said.body),
    link: n.link,
  };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID pair: the settings' when given, otherwise the one kept in app_secret (made by the first server to ask). */
export async function vapidKeys(db: Queryable, configured: VapidKeys | null | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const made = webpush.generateVAPIDKeys();
  await db.query<NoRows>("INSERT INTO app_secret (name, value) VALUES ('vapid', $1) ON CONFLICT (name) DO NOTHING", [
    JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }),
  ]);
  const r = await db.query<{ value: string }>("SELECT value FROM app_secret WHERE name = 'vapid'");
  const kept = JSON.parse(r.rows[0]!.value) as VapidKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

export const pushKeyOp = defineOp(pushKey, async ({ db, programme }) => [{ publicKey: (await vapidKeys(db, programme.vapid)).publicKey }]);

/** Whether `endpoint` is at one of `hosts` (a name, or under a ".suffix"). */
export function allowedPushHost(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith(".") ? host.endsWith(h) && host.length > h.length : host === h));
}
/** The most subscriptions one session keeps (one browser holds one; a few allow for a re-subscribe racing the old one). */
export const PUSH_PER_SESSION = 3;
export const PUSH_HOST_REFUSED = msg("This push service is not one this server sends to");

export const pushSubscribeOp = defineOp(pushSubscribe, async ({ db, user, tokenHash, programme }, { subscription: { endpoint, keys } }) => {
  // the server posts to the endpoint: only to a known push service, never an address a client chose
  if (!allowedPushHost(endpoint, programme.pushHosts ?? DEFAULT_PUSH_HOSTS)) throw new OpError(400, "bad_request", PUSH_HOST_REFUSED, "endpoint");
  // a browser holds one subscription per endpoint: signed in as someone else, it becomes theirs;
  // it lasts as long as this session (the sender pushes only to live sessions' subscriptions)
  const r = await db.query<{ id: number }>(
    `INSERT INTO app_push_subscription (owner, endpoint, p256dh, auth, token_hash) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET owner = EXCLUDED.owner, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
       token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING id`,
    [user.sfid, endpoint, keys.p256dh, keys.auth, tokenHash ?? null],
  );
  // a session keeps its PUSH_PER_SESSION newest subscriptions (a browser that subscribes again gets a
  // new endpoint, and the old one is dead): subscribing over and over never fans a notification out
  // to more (issue 43 item 6)
  await db.query<NoRows>(
    `DELETE FROM app_push_subscription WHERE owner = $1 AND token_hash IS NOT DISTINCT FROM $2 AND id NOT IN (
       SELECT id FROM app_push_subscription WHERE owner = $1 AND token_hash IS NOT DISTINCT FROM $2 ORDER BY created_at DESC, id DESC LIMIT $3)`,
    [user.sfid, tokenHash ?? null, PUSH_PER_SESSION],
  );
  return [{ id: r.rows[0]!.id }];
});

export const pushUnsubscribeOp = defineOp(pushUnsubscribe, async ({ db, user }, { endpoint }) => {
  const r = await db.query<{ id: number }>("DELETE FROM app_push_subscription WHERE endpoint = $1 AND owner = $2 RETURNING id", [
    endpoint,
    user.sfid,
  ]);
  if (!r.rows[0]) throw new OpError(404, "not_found", msg("This device gets no notifications"));
  return [{ id: r.rows[0].id }];
});

export const PUSH_OPS = [pushKeyOp, pushSubscribeOp, pushUnsubscribeOp] as const;

// ---- delivery ----

/** How long a claimed notification stays claimed: a server that stopped mid-send leaves it to another after this. */
export const PUSH_LEASE_SECONDS = 60;
/** A notification older than this when first seen is not pushed (a server that was down a day does not buzz phones with old news). */
export const PUSH_MAX_AGE_HOURS = 24;
/** How long the push service keeps a message for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 3600;
export const PUSH_BATCH = 50;
export const PUSH_POLL_MS = 2_000;

export interface PushOptions {
  keys: VapidKeys;
  subject: string;
  /** the HTTPS agent of the requests (tests: one that trusts the local stand-in's certificate) */
  agent?: Agent;
  /** ms a push service has to answer */
  timeoutMs?: number;
  /** the clock the age of a notification is measured by (tests fix it, as the ops' clock) */
  now?: () => Date;
  /** told of each failure (a status and an error code: never an endpoint or a key) */
  log?: (fields: Record<string, unknown>, message: string) => void;
}

export interface PushRound {
  /** notifications taken */
  notifications: number;
  sent: number;
  /** subscriptions removed because the push service said they are gone (404, 410) */
  gone: number;
  failed: number;
}

/**
 * One round of delivery: claims up to PUSH_BATCH unsent notifications (FOR UPDATE SKIP LOCKED, so
 * servers running it at once take different rows; a lease rather than a transaction held across
 * the network, so PGlite's one connection is never blocked while a push service answers), sends
 * each to every subscription of its recipient, removes the subscriptions answered 404 or 410, and
 * marks the notifications pushed. A failed send is logged and not retried: the notification stays
 * in the person's list (decision 046).
 */
export async function pushRound(db: Db, o: PushOptions): Promise<PushRound> {
  const round: PushRound = { notifications: 0, sent: 0, gone: 0, failed: 0 };
  // old news is not pushed
  await db.query<NoRows>(
    `UPDATE app_notification SET pushed_at = now() WHERE pushed_at IS NULL AND COALESCE(push_after, created_at) < $2::timestamptz - make_interval(hours => $1)`,
    [PUSH_MAX_AGE_HOURS, (o.now?.() ?? new Date()).toISOString()],
  );
  const claimed = await db.tx((q) =>
    q.query<{ id: number; recipient: string; kind: string; title: string; body: string; link: string }>(
      `UPDATE app_notification n SET push_claimed_at = now()
         FROM (SELECT id FROM app_notification
                WHERE pushed_at IS NULL AND (push_claimed_at IS NULL OR push_claimed_at < now() - make_interval(secs => $1))
                  -- a reminder made in quiet hours waits for their end (decision 083)
                  AND (push_after IS NULL OR push_after <= $3::timestamptz)
                ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED) c
        WHERE n.id = c.id
        RETURNING n.id, n.recipient, n.kind, n.title, n.body, n.link`,
      [PUSH_LEASE_SECONDS, PUSH_BATCH, (o.now?.() ?? new Date()).toISOString()],
    ),
  );
  if (claimed.rows.length === 0) return round;
  round.notifications = claimed.rows.length;
  // a subscription whose session ended (signed out, revoked, expired) is not pushed to, and goes
  await db.query<NoRows>(
    `DELETE FROM app_push_subscription p WHERE NOT EXISTS (
       SELECT 1 FROM app_session s WHERE s.token_hash = p.token_hash AND s.revoked_at IS NULL AND s.expires_at > now())`,
  );
  const subs = await db.query<{ id: number; owner: string; endpoint: string; p256dh: string; auth: string }>(
    "SELECT id, owner, endpoint, p256dh, auth FROM app_push_subscription WHERE owner = ANY($1::text[]) ORDER BY id",
    [[...new Set(claimed.rows.map((n) => n.recipient))]],
  );
  const gone = new Set<number>();
  const languages = await recipientLanguages(db, [...new Set(claimed.rows.map((n) => n.recipient))]);
  for (const n of claimed.rows) {
    // in the recipient's account language (decision 074), as the list shows it
    const payload = pushPayload(n, languages.get(n.recipient) ?? DEFAULT_LANGUAGE);
    for (const s of subs.rows) {
      if (s.owner !== n.recipient || gone.has(s.id)) continue;
      try {
        await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject: o.subject, publicKey: o.keys.publicKey, privateKey: o.keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          // a second send of the same notification (a lease that ran out) replaces the first while undelivered
          topic: `n${n.id}`,
          timeout: o.timeoutMs ?? 10_000,
          ...(o.agent ? { agent: o.agent } : {}),
        });
        round.sent++;
      } catch (e) {
        const status = e instanceof webpush.WebPushError ? e.statusCode : undefined;
        if (status === 404 || status === 410) {
          gone.add(s.id);
          round.gone++;
        } else {
          round.failed++;
          o.log?.({ notification: n.id, subscription: s.id, status, code: (e as { code?: string }).code }, "a push was not delivered");
        }
      }
    }
  }
  if (gone.size) await db.query<NoRows>("DELETE FROM app_push_subscription WHERE id = ANY($1::int[])", [[...gone]]);
  await db.query<NoRows>("UPDATE app_notification SET pushed_at = now() WHERE id = ANY($1::int[])", [claimed.rows.map((n) => n.id)]);
  return round;
}

/** Runs pushRound every PUSH_POLL_MS (a round that found a full batch runs again at once); stop() ends it after the round under way. */
export function startPushSender(db: Db, o: Omit<PushOptions, "keys"> & { configured: VapidKeys | null; pollMs?: number }): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let keys: VapidKeys | null = null;
  const tick = () => {
    timer = null;
    running = (async () => {
      let again = false;
      try {
        keys ??= await vapidKeys(db, o.configured);
        again = (await pushRound(db, { ...o, keys })).notifications === PUSH_BATCH;
      } catch (e) {
        o.log?.({ error: e instanceof Error ? e.message : String(e) }, "a push round failed");
      }
      if (!stopped) {
        timer = setTimeout(tick, again ? 0 : (o.pollMs ?? PUSH_POLL_MS));
        timer.unref();
      }
    })();
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
