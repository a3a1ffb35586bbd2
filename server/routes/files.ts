// The upload route and the serving of uploaded files (decisions 021, 022).
// POST /api/files?kind= (a kind of FILE_KINDS, src/codecs/upload.ts): the raw bytes (application/octet-stream, at most
//   UPLOAD_BODY_LIMIT on the wire, MAX_UPLOAD_BYTES accepted) with `x-content-sha256` (the
//   client's hash of them), `x-file-name` (URI-encoded) and optionally `x-captured-at`. An FCP
//   uploads images and the ETTC document for their own account; a CMDI training photos
//   (decision 028: the file is the CMDI's own, the write trainingPhotos.add attaches it); an FCP the
//   photos of their workshop's execution (decision 030: workshopPhotos.add attaches them); the super
//   admin a news slide's image (decision 087: news.save attaches it, every signed-in person sees it). The bytes are judged (server/files/inspect.ts) and
//   hashed before anything is stored; the same bytes sent again are the same stored file. The
//   answer is the stored file; the record is made by the write `uploads.add`, which names it
//   by its hash.
// GET /api/files/:id: the bytes, to a session that may see the owner's records (the FCP, their
//   CMDI and AMMD, a super admin; a workshop photo: the people of a workshop it is attached to);
//   everyone else a 404. Right content type, nosniff, private
//   caching, and a download name for a document. The bytes come from the store the file's row
//   names (decision 049: the database, or the S3 bucket, streamed through here after the scope
//   check, never a link to the bucket).
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHENTICATED } from "../../src/codecs/auth.ts";
import { FILE_KINDS, FileKind, MAX_NAME_CHARS, ONE_PDF, isPhotoKind, type StoredFile } from "../../src/codecs/upload.ts";
import { C0_AND_DEL, codePoints } from "../../src/codecs/text.ts";
import { requireSession } from "../auth/routes.ts";
import { audit, subjectKey, type Session } from "../auth/sessions.ts";
import type { Db } from "../db/db.ts";
import { DATABASE_ONLY, type FileBody, type FileRef, type FileStore, type FileStores, type StoreName } from "../files/storage.ts";
import { DAMAGED_IMAGE, inspectUpload } from "../files/inspect.ts";
import { withoutMetadata } from "../files/stripMetadata.ts";
import { sendError } from "../http/errors.ts";
import { msg } from "../../src/codecs/language.ts";
import { pastWriteLimit } from "./query.ts";
import { UPLOAD_BODY_LIMIT } from "../http/limits.ts";
import { workshopScope } from "../ops/scope.ts";

export const SHA_HEADER = "x-content-sha256";
export const NAME_HEADER = "x-file-name";
export const CAPTURED_HEADER = "x-captured-at";

export const HASH_MISMATCH = "The file changed on the way (its SHA-256 does not match the one your phone computed). Please upload it again.";
export const BAD_NAME = `The file name must be 1 to ${MAX_NAME_CHARS} characters, without folders (/ or \\) or control characters.`;

const KINDS = Object.keys(FILE_KINDS);
/** "kind must be image, ettc, training, workshop or news". */
const KIND_MESSAGE = `kind must be ${KINDS.slice(0, -1).join(", ")} or ${KINDS.at(-1)}`;

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return typeof v === "string" ? v : undefined;
};

/** The file name sent, or null when it is missing, not decodable, too long or holds path or control characters. */
/** A stored name carries no path separator and no control character. */
const NOT_IN_A_STORED_NAME = codePoints(C0_AND_DEL, "\\\\/");

export function fileNameOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (name.length < 1 || name.length > MAX_NAME_CHARS || NOT_IN_A_STORED_NAME.test(name) || name === "." || name === "..") return null;
  return name;
}

interface FileRow {
  id: number;
  /** The hash of the bytes kept; null for a file kept as it was sent (a photo sent before issue 43: its metadata is taken off as it is served). */
  stored_sha256: string | null;
  store: StoreName;
  object_key: string | null;
  owner_sfid: string;
  kind: string;
  mime: string;
  size: number;
  file_name: string;
  assigned_cmdi__c: string | null;
  secondary_cmdi__c: string | null;
  assigned_ammd__c: string | null;
  /** A workshop photo attached to a workshop in the caller's workshop scope (its FCP, CMDI, AMMD). */
  in_workshop_scope: boolean;
}

/** Whether `session` may see a file: an FCP's by the records of the account it belongs to; a training photo only by the CMDI who sent it (decision 028); a workshop photo by the workshop's people (decision 030). */
export function maySeeFile(
  user: Session["user"],
  f: Pick<FileRow, "owner_sfid" | "kind" | "assigned_cmdi__c" | "secondary_cmdi__c" | "assigned_ammd__c" | "in_workshop_scope">,
): boolean {
  if (user.superAdmin) return true;
  const seenBy = FileKind.is(f.kind) ? FILE_KINDS[f.kind].seenBy : "account";
  // a news slide's image (decision 087): news is for everyone signed in
  if (seenBy === "everyone") return true;
  if (!user.sfid) return false;
  if (seenBy === "sender") return f.owner_sfid === user.sfid;
  // a workshop's photo (decision 030): its FCP who sent it, and whoever sees a workshop it is attached to
  if (seenBy === "workshop") return (user.role === "FCP" && f.owner_sfid === user.sfid) || f.in_workshop_scope;
  if (user.role === "FCP") return f.owner_sfid === user.sfid;
  if (user.role === "CMDI") return f.assigned_cmdi__c === user.sfid || f.secondary_cmdi__c === user.sfid;
  return f.assigned_ammd__c === user.sfid;
}

const contentDisposition = (kind: "inline" | "attachment", name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A photo kept before issue 43 with its metadata: its bytes without it, made as it is served (never sent as kept). */
async function openWithoutMetadata(db: Db, store: FileStore, ref: FileRef, mime: string): Promise<FileBody | null> {
  const bytes = await store.get(db, ref);
  if (!bytes) return null;
  const stripped = await withoutMetadata(mime, bytes);
  // bytes libvips cannot decode are not sent as they are (they may hold the very metadata)
  return stripped ? { body: stripped.bytes, size: stripped.bytes.length } : null;
}

export function fileRoutes(app: FastifyInstance, db: Db, stores: FileStores = DATABASE_ONLY, writeLimitPerMinute = Number.POSITIVE_INFINITY): void {
  const sessions = new WeakMap<FastifyRequest, Session>();
  /** Deletes an object no row took (checked: a commit whose answer was lost may have taken it); else the sweep of stray objects will. */
  const forget = async (ref: FileRef) => {
    try {
      const taken = await db.query<{ id: number }>(`SELECT id FROM stored_file WHERE object_key = $1`, [ref.key]);
      if (taken.rows.length === 0) await stores.write.delete(db, ref);
    } catch (e) {
      app.log.warn({ err: e, file: ref.id }, "could not delete an object no file took; the sweep of stray objects will");
    }
  };
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    sessions.set(req, session);
  };

  void app.register(async (scoped) => {
    // raw bytes, only on this route (the rest of the API takes JSON)
    scoped.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: UPLOAD_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    scoped.post<{ Querystring: { kind?: string } }>("/api/files", { bodyLimit: UPLOAD_BODY_LIMIT, onRequest: authenticate }, async (req, reply) => {
      const session = sessions.get(req);
      if (!session) return sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
      const { user } = session;
      const kind = req.query.kind;
      if (!FileKind.is(kind)) return sendError(reply, 400, "bad_request", KIND_MESSAGE);
      const rules = FILE_KINDS[kind];
      const mayUpload = rules.uploader === "superAdmin" ? user.superAdmin : user.role === rules.uploader;
      if (!mayUpload || !user.sfid) return sendError(reply, 403, "forbidden", rules.forbidden);
      // uploads count against their person's limit, apart from the writes (issue 43 item 6)
      if (await pastWriteLimit(db, reply, session, writeLimitPerMinute, "upload")) return reply;
      if (!Buffer.isBuffer(req.body))
        return sendError(reply, 415, "unsupported_media_type", msg("Send the file's bytes as application/octet-stream"));
      const bytes = req.body;
      const claimed = header(req, SHA_HEADER)?.toLowerCase();
      if (!claimed || !/^[0-9a-f]{64}$/.test(claimed))
        return sendError(reply, 400, "bad_request", msg("Send the file's SHA-256 in {header} (64 hex digits)", { header: SHA_HEADER }));
      const name = fileNameOf(header(req, NAME_HEADER));
      if (name === null) return sendError(reply, 400, "bad_file_name", BAD_NAME);
      const capturedRaw = header(req, CAPTURED_HEADER);
      const captured =
        capturedRaw === undefined
          ? null
          : capturedRaw.length <= 40 && !Number.isNaN(Date.parse(capturedRaw))
            ? new Date(capturedRaw).toISOString()
            : undefined;
      if (captured === undefined) return sendError(reply, 400, "bad_request", msg("{header} must be a time (ISO 8601)", { header: CAPTURED_HEADER }));

      const verdict = await inspectUpload(kind, bytes);
      if (!verdict.ok) return sendError(reply, verdict.status, verdict.error, verdict.message);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      if (sha256 !== claimed) return sendError(reply, 400, "hash_mismatch", HASH_MISMATCH);
      // a photo is kept without its metadata (GPS, camera, owner), whatever the phone did (issue 43, item 3);
      // `sha256` stays the hash of the bytes sent, `stored_sha256` is the hash of the bytes kept
      let kept = { bytes, width: verdict.width, height: verdict.height, sha256: null as string | null };
      if (isPhotoKind(kind)) {
        const stripped = await withoutMetadata(verdict.mime, bytes);
        if (!stripped) return sendError(reply, 400, "damaged_image", DAMAGED_IMAGE);
        kept = { ...stripped, sha256: createHash("sha256").update(stripped.bytes).digest("hex") };
      }
      const meta = { sha256: kept.sha256 ?? sha256, mime: verdict.mime };

      // a store outside the database gets the bytes first, under a key of the row's id-to-be: the row
      // then commits only once its bytes are kept (decision 049); a key no row took is deleted below
      const store = stores.write;
      let early: FileRef | null = null;
      if (store.name !== "db") {
        const next = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('stored_file', 'id'))::int AS id`);
        early = store.place(next.rows[0]!.id);
        await store.put(db, early, kept.bytes, meta);
      }
      const result = await db
        .tx(async (q) => {
          if (kind === "ettc") {
            const a = await q.query<{ ettc_download__c: string | null; same: boolean }>(
              `SELECT a.ettc_download__c, (f.sha256 = $2) AS same FROM account a LEFT JOIN stored_file f ON f.id = a.ettc_file_id WHERE a.sfid = $1 FOR UPDATE OF a`,
              [user.sfid, sha256],
            );
            const row = a.rows[0];
            if (row && row.ettc_download__c !== null && row.same !== true) return { id: 0, refused: true } as const;
          }
          const ins = await q.query<{ id: number }>(
            `INSERT INTO stored_file (id, owner_sfid, uploaded_by, kind, sha256, mime, size, width, height, file_name, captured_at, store, object_key, stored_sha256)
           VALUES (COALESCE($11::int, nextval(pg_get_serial_sequence('stored_file', 'id'))), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12, $13, $14)
           ON CONFLICT (owner_sfid, kind, sha256) DO NOTHING RETURNING id`,
            [
              user.sfid,
              subjectKey(session.subject),
              kind,
              sha256,
              verdict.mime,
              kept.bytes.length,
              kept.width,
              kept.height,
              name,
              captured,
              early?.id ?? null,
              store.name,
              early?.key ?? null,
              kept.sha256,
            ],
          );
          const created = ins.rows[0];
          if (created) {
            if (!early) await store.put(q, store.place(created.id), kept.bytes, meta);
            await audit(q, "file.uploaded", subjectKey(session.subject), { file: created.id, kind, size: kept.bytes.length }, req.ip);
            return { id: created.id, refused: false } as const;
          }
          const found = await q.query<{ id: number }>(`SELECT id FROM stored_file WHERE owner_sfid = $1 AND kind = $2 AND sha256 = $3`, [
            user.sfid,
            kind,
            sha256,
          ]);
          return { id: found.rows[0]!.id, refused: false } as const;
        })
        .catch(async (e: unknown) => {
          if (early) await forget(early);
          throw e;
        });
      // the same bytes were already kept (a repeat), or a second ETTC document was refused: the early copy is no one's
      if (early && result.id !== early.id) await forget(early);
      if (result.refused) return sendError(reply, 409, "one_pdf_only", ONE_PDF);
      const out: StoredFile = { id: result.id, sha256, type: verdict.mime, size: kept.bytes.length, width: kept.width, height: kept.height };
      return reply.header("cache-control", "no-store").send(out);
    });
  });

  app.get<{ Params: { id: string }; Querystring: { download?: string } }>("/api/files/:id", { onRequest: authenticate }, async (req, reply) => {
    const session = sessions.get(req);
    if (!session) return sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
    const id = /^[1-9]\d{0,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const notFound = () => sendError(reply, 404, "not_found", "No such file");
    if (!(id >= 1 && id <= 2_147_483_647)) return notFound();
    const scope = workshopScope(session.user);
    const r = await db.query<FileRow>(
      `SELECT f.id, f.stored_sha256, f.store, f.object_key, f.owner_sfid, f.kind, f.mime, f.size, f.file_name, a.assigned_cmdi__c, a.secondary_cmdi__c, a.assigned_ammd__c,
              ${
                typeof scope === "object"
                  ? `EXISTS (SELECT 1 FROM workshop_photo__c p JOIN opportunity o ON o.heroku_id__c = p.workshop_heroku_id__c
                            WHERE p.stored_file_id = f.id AND o.${scope.column} = $2)`
                  : "false"
              } AS in_workshop_scope
         FROM stored_file f LEFT JOIN account a ON a.sfid = f.owner_sfid WHERE f.id = $1`,
      typeof scope === "object" ? [id, scope.sfid] : [id],
    );
    const f = r.rows[0];
    if (!f || !maySeeFile(session.user, f)) return notFound();
    const store = stores.of(f.store);
    if (!store) {
      req.log.error({ file: f.id, store: f.store }, "a file's bytes are in a store this server is not configured for");
      return sendError(reply, 503, "unavailable", "The file's store is not reachable from this server. Please try again later.");
    }
    const ref = { id: f.id, key: f.object_key };
    const legacyPhoto = f.stored_sha256 === null && FileKind.is(f.kind) && isPhotoKind(f.kind);
    const found = legacyPhoto ? await openWithoutMetadata(db, store, ref, f.mime) : await store.open(db, ref);
    if (!found) {
      req.log.error({ file: f.id, store: f.store }, "a file's bytes are missing from its store");
      return notFound();
    }
    reply
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, max-age=3600")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (f.kind === "ettc") reply.header("content-disposition", contentDisposition(req.query.download === "1" ? "attachment" : "inline", f.file_name));
    return reply.type(f.mime).header("content-length", found.size).send(found.body);
  });
}
