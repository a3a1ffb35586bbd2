// How much a request may send, and how long it may take to send it.

/**
 * POST /api/query: its largest legitimate request is an outlet write, 19 fields of at most 500
 * characters: about 10 KB of ASCII, under 30 KB in a three-byte script. 64 KB leaves room.
 * Fastify checks Content-Length against it before reading the body (and counts a chunked body).
 */
export const QUERY_BODY_LIMIT = 64 * 1024;

/** Sign-in and sign-out: a role, a mobile number and a password. */
export const AUTH_BODY_LIMIT = 4 * 1024;

/** Every other route (none takes a body today). */
export const DEFAULT_BODY_LIMIT = QUERY_BODY_LIMIT;

/**
 * The upload routes (photos, ETTC and content PDFs; not built yet) get their own limit, set on
 * those routes alone: a resized photo or a scanned PDF, with room.
 */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

export interface RequestTimeouts {
  /** the whole request (headers and body) must arrive within this */
  requestMs: number;
  /** the headers must arrive within this */
  headersMs: number;
  /** a socket with no traffic at all is closed after this */
  idleMs: number;
  /** how often Node checks the two limits above (they are enforced to within this) */
  checkIntervalMs: number;
}

/**
 * A phone on a poor network sends a 64 KB body well within 30 s; a client trickling its request
 * is cut off then, with a 408, so no socket stays open on a slow request for long.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = { requestMs: 30_000, headersMs: 15_000, idleMs: 60_000, checkIntervalMs: 2_000 };
