// Bulk import's ops (issue 46 item 2; decision 086): an import of the caller's (its progress and
// counts), their latest imports, an import's rows (the preview's refused rows, the result's every
// row) and the confirm that starts the write. The file itself comes by POST /api/imports
// (server/routes/imports.ts). An import is its importer's: anyone else's answers 404.
import {
  IMPORT_MESSAGES,
  importsConfirm,
  importsGet,
  importsLines,
  importsMine,
  type ImportLine,
  type ImportRow,
} from "../../src/codecs/bulkImport.ts";
import { subjectKey } from "../auth/sessions.ts";
import type { NoRows, Queryable } from "../db/db.ts";
import { defineOp, OpError } from "./registry.ts";
import { specOf } from "../imports/bulkImport.ts";
import { rowNaming, withRefusedValues } from "../imports/spec.ts";

const COLUMNS = `id, kind, file_name, status, total, checked, done, to_create, to_update, unchanged, refused, created, updated, message,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;

const notFound = () => new OpError(404, "not_found", IMPORT_MESSAGES.notFound);

async function ownImport(db: Queryable, id: number, subject: string, lock = false): Promise<ImportRow> {
  const r = await db.query<ImportRow>(`SELECT ${COLUMNS} FROM bulk_import WHERE id = $1 AND owner_subject = $2${lock ? " FOR UPDATE" : ""}`, [
    id,
    subject,
  ]);
  const row = r.rows[0];
  if (!row) throw notFound();
  return row;
}

const getOp = defineOp(importsGet, async ({ db, subject }, p) => [await ownImport(db, p.id, subjectKey(subject))]);

const mineOp = defineOp(importsMine, async ({ db, subject }) => {
  const r = await db.query<ImportRow>(`SELECT ${COLUMNS} FROM bulk_import WHERE owner_subject = $1 ORDER BY id DESC LIMIT 20`, [subjectKey(subject)]);
  return r.rows;
});

const linesOp = defineOp(importsLines, async ({ db, subject }, p) => {
  const imp = await ownImport(db, p.id, subjectKey(subject));
  const r = await db.query<Omit<ImportLine, "name" | "first"> & { values: Record<string, unknown> | null }>(
    `SELECT line, key, action, problems, record_id, "values" FROM bulk_import_row WHERE import_id = $1${p.refusedOnly ? " AND action = 'refused'" : ""} ORDER BY line`,
    [p.id],
  );
  const spec = specOf(imp.kind);
  const had = rowNaming(spec);
  const refusedValues = withRefusedValues(spec);
  return r.rows.map(({ values, problems, ...row }) => ({ ...row, problems: refusedValues(problems, values ?? {}), ...had(values ?? {}) }));
});

const confirmOp = defineOp(importsConfirm, async (ctx, p) => {
  const imp = await ownImport(ctx.db, p.id, subjectKey(ctx.subject), true);
  // a second word for an import already under way is the first's
  if (imp.status === "importing" || imp.status === "done") return [{ id: imp.id }];
  if (imp.status !== "checked") throw new OpError(409, "not_checked", IMPORT_MESSAGES.notChecked);
  await ctx.db.query<NoRows>("UPDATE bulk_import SET status = 'importing' WHERE id = $1", [imp.id]);
  const starter = ctx.programme.imports;
  if (starter) {
    const start = () => starter.run(imp.id);
    if (ctx.afterCommit) ctx.afterCommit(start);
    else await start();
  }
  return [{ id: imp.id }];
});

export const IMPORT_OPS = [getOp, mineOp, linesOp, confirmOp] as const;
