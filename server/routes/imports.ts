// POST /api/imports?kind=outlet|hpa|person (issue 46 item 2; decision 086): a bulk import's file, its bytes as
// text/csv (UTF-8) or an Excel workbook (IMPORT_XLSX_TYPE: its first sheet, read into the same CSV
// text), at most IMPORT_MAX_BYTES, its name in `x-file-name` (URI-encoded). Who may send
// one is the kind's role (IMPORT_KIND_ROLE: a CMDI their own outlets, as the outlet form; an FCP
// their own HPAs, as hpas.add; the super admin people, as people.add). The
// file is kept as an import and its check started (a job); the answer is the import, whose progress
// the person follows with imports.get.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHENTICATED } from "../../src/codecs/auth.ts";
import {
  mayImport,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PATH,
  IMPORT_XLSX_TYPE,
  importForbidden,
  ImportKind,
} from "../../src/codecs/bulkImport.ts";
import { msg } from "../../src/codecs/language.ts";
import { requireSession } from "../auth/routes.ts";
import { audit, subjectKey, type Session } from "../auth/sessions.ts";
import type { Db } from "../db/db.ts";
import { sendError } from "../http/errors.ts";
import { createImport, type ImportStarter } from "../imports/bulkImport.ts";
import { xlsxToCsv } from "../imports/xlsx.ts";
import { fileNameOf, NAME_HEADER, BAD_NAME } from "./files.ts";
import { pastWriteLimit } from "./query.ts";

export function importRoutes(app: FastifyInstance, db: Db, starter: ImportStarter, writeLimitPerMinute = Number.POSITIVE_INFINITY): void {
  const sessions = new WeakMap<FastifyRequest, Session>();
  const authenticate = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await requireSession(db, req, reply);
    if (!session) return reply;
    sessions.set(req, session);
  };
  void app.register(async (scoped) => {
    scoped.addContentTypeParser([IMPORT_XLSX_TYPE], { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, { xlsx: body }),
    );
    scoped.addContentTypeParser(["text/csv", "text/plain"], { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scoped.post<{ Querystring: { kind?: string } }>(IMPORT_PATH, { bodyLimit: IMPORT_MAX_BYTES, onRequest: authenticate }, async (req, reply) => {
      const session = sessions.get(req);
      if (!session) return sendError(reply, 401, "unauthenticated", UNAUTHENTICATED);
      const { user } = session;
      const kind = req.query.kind;
      if (!ImportKind.is(kind)) return sendError(reply, 400, "bad_request", msg("kind must be outlet, hpa or person"));
      // each kind is imported by whoever adds one by its form, into their own records
      if (!mayImport(kind, user) || !user.sfid) return sendError(reply, 403, "forbidden", importForbidden(kind));
      if (await pastWriteLimit(db, reply, session, writeLimitPerMinute)) return reply;
      const body = req.body as Buffer | { xlsx: Buffer } | undefined;
      const workbook = body && !Buffer.isBuffer(body) && Buffer.isBuffer(body.xlsx) ? body.xlsx : null;
      if (!Buffer.isBuffer(body) && !workbook)
        return sendError(reply, 415, "unsupported_media_type", msg("Send the file as text/csv or as an Excel workbook (.xlsx)"));
      const name = fileNameOf(req.headers[NAME_HEADER] as string | undefined);
      if (name === null) return sendError(reply, 400, "bad_file_name", BAD_NAME);
      let text: string;
      if (workbook) {
        // its first sheet, as the CSV text a CSV file would be (server/imports/xlsx.ts)
        const read = await xlsxToCsv(workbook);
        if (!read.ok) return sendError(reply, 400, read.reason, read.reason === "too_big" ? IMPORT_MESSAGES.xlsxTooBig : IMPORT_MESSAGES.notXlsx);
        text = read.csv;
      } else {
        try {
          text = new TextDecoder("utf-8", { fatal: true }).decode(body as Buffer);
        } catch {
          return sendError(reply, 400, "not_csv", IMPORT_MESSAGES.notCsv);
        }
      }
      // a NUL is no CSV (and PostgreSQL's text cannot keep one)
      if (text.includes("\u0000")) return sendError(reply, 400, "not_csv", IMPORT_MESSAGES.notCsv);
      const subject = subjectKey(session.subject);
      const id = await db.tx(async (q) => {
        const made = await createImport(q, { kind, subject, sfid: user.sfid!, fileName: name, text });
        await audit(q, "import.sent", subject, { import: made, kind }, null);
        return made;
      });
      await starter.check(id);
      return reply.code(200).send({ id });
    });
  });
}
