// Sessions kept between requests, never trusted past a change (decision 051). Looking a session up
// was a round trip on every request, as costly as the read it guarded; a kept session saves it,
// and ends exactly when the looked-up one would:
// - the database notifies app_session_changed in the transaction of every change that can end a
//   session or change its person (migration 024), and every pooled connection LISTENs
//   (Db.sessionWatch); a notification moves the watch's generation, and a session is kept with the
//   generation it was looked up at, used only while the generation has not moved;
// - a read answered under a kept session goes out only if the generation is still the one it was
//   taken at once the read's statements are done: PostgreSQL sends a listening connection every
//   notification committed before the statement it reads next, and node-postgres hands them on
//   before that statement's answer, so a sign-out or a deactivation committed (on any instance,
//   by any client) before the read began has moved the generation by then. Otherwise, or when the
//   read ran no statement, the session is looked up again and the read's answer goes out only if
//   it is still live;
// - a write under a kept session looks it up again first (writes are few; their transaction is
//   the costly part);
// - a kept session is dropped at its expiry, which no notification announces.
import type { Queryable, SessionWatch } from "../db/db.ts";
import { lookupSessionByHash, type Session, type SessionLookup } from "./sessions.ts";
import { hashToken } from "./tokens.ts";

/** How many sessions an instance keeps; past it, it starts again from none. */
export const KEPT_SESSIONS = 10_000;

/** A session found for a request: `kept` is the generation it was kept at, or null when it was looked up now. */
export interface FoundSession {
  found: SessionLookup;
  kept: number | null;
}

export interface SessionCache {
  /** The token's session, kept or looked up now. */
  find(q: Queryable, token: string): Promise<FoundSession>;
  /** Whether nothing that could end a session was heard since `kept` (a kept session's generation). */
  unchangedSince(kept: number): boolean;
  /** The session looked up now, never kept (what a write, or a read that cannot vouch for a kept session, starts from). */
  recheck(q: Queryable, tokenHash: string): Promise<SessionLookup>;
}

export function sessionCache(watch: SessionWatch | null, max = KEPT_SESSIONS): SessionCache {
  const kept = new Map<string, { session: Session; generation: number; until: number }>();
  return {
    async find(q, token) {
      const hash = hashToken(token);
      if (!watch) return { found: await lookupSessionByHash(q, hash), kept: null };
      const k = kept.get(hash);
      if (k) {
        if (k.generation === watch.generation() && Date.now() < k.until) return { found: { session: k.session }, kept: k.generation };
        kept.delete(hash);
      }
      const generation = watch.generation();
      const found = await lookupSessionByHash(q, hash);
      // kept only if nothing was heard while it was looked up
      if (found.session && found.expiresAt !== undefined && watch.generation() === generation) {
        if (kept.size >= max) kept.clear();
        kept.set(hash, { session: found.session, generation, until: found.expiresAt });
      }
      return { found, kept: null };
    },
    unchangedSince: (generation) => watch !== null && watch.generation() === generation,
    recheck: (q, tokenHash) => lookupSessionByHash(q, tokenHash),
  };
}
