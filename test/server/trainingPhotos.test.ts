// A CMDI's training photos on the seeded demo data (PGlite, or PostgreSQL with TEST_DATABASE_URL;
// decision 028): POST /api/files?kind=training takes a CMDI's photo (judged like every upload);
// trainingPhotos.add attaches it to one of the CMDI's own trainings once; the list and the file
// are the uploader's; trainingPhotos.delete removes only the caller's own photo of their own
// training (everything else is a 404) and the bytes with it; bad params are a 400.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TRAINING_STATUSES } from "../../src/codecs/training.ts";
import { ONLY_IMAGES, PHOTO_IN_GALLERY, PHOTO_IN_GALLERY_CODE } from "../../src/codecs/upload.ts";
import { withoutMetadata } from "../../server/files/stripMetadata.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { PHOTO_NOT_FOUND, TRAINING_NOT_FOUND } from "../../server/ops/trainingPhotos.ts";
import { demoPdf } from "../../server/routes/media.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"ravi" | "other" | "asha" | "meera" | "sunil", string> = {} as never;
/** Two of Ravi's trainings (listed statuses), one of the other CMDI's, and one of Ravi's with an unlisted status. */
const tr = { mine: 0, mine2: 0, theirs: 0, unlisted: 0 };

const FIXTURES = join(import.meta.dirname, "../fixtures");
const JPEG = readFileSync(join(FIXTURES, "upload-photo.jpg"));
const PNG = readFileSync(join(FIXTURES, "upload-photo.png"));
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const count = async (sql: string, p: unknown[] = []) => Number((await db.db.query(sql, p)).rows[0].n);
let keys = 0;
const key = () => `training-photo-${++keys}-key`;

async function upload(token: string, kind: string, bytes: Buffer, name = "photo.jpg") {
  const r = await s.app.inject({
    method: "POST",
    url: `/api/files?kind=${kind}`,
    payload: bytes,
    headers: {
      "content-type": "application/octet-stream",
      "x-content-sha256": sha(bytes),
      "x-file-name": encodeURIComponent(name),
      "x-captured-at": "2026-11-20T09:30:00Z",
      authorization: `Bearer ${token}`,
    },
  });
  return { status: r.statusCode, body: r.json() as { id?: number; message?: string } };
}
const add = (token: string, params: unknown, k = key()) => query(s.app, token, "trainingPhotos.add", params, { "idempotency-key": k });
const del = (token: string, params: unknown, k = key()) => query(s.app, token, "trainingPhotos.delete", params, { "idempotency-key": k });
const list = (token: string, params: unknown) => query(s.app, token, "trainingPhotos.list", params);
const getFile = (token: string, url: string) => s.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const rows = async (sql: string, p: unknown[]) => (await db.db.query(sql, p)).rows as Record<string, any>[];
  const other = (
    await rows(
      "SELECT sfid, login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND active__c IS NOT FALSE ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid],
    )
  )[0]!;
  const listed = [...TRAINING_STATUSES];
  const mine = await rows("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 2", [
    DEMO_CMDI.sfid,
    listed,
  ]);
  [tr.mine, tr.mine2] = [mine[0]!.id, mine[1]!.id];
  tr.theirs = (
    await rows("SELECT id FROM campaign WHERE assigned_cmdi__c = $1 AND status = ANY($2::text[]) ORDER BY id LIMIT 1", [other.sfid, listed])
  )[0]!.id;
  // one of Ravi's trainings in a status the trainings list does not show (a draft)
  tr.unlisted = (await rows("SELECT id FROM campaign WHERE id <> ALL($1::int[]) ORDER BY id LIMIT 1", [[tr.mine, tr.mine2, tr.theirs]]))[0]!.id;
  await db.db.query("UPDATE campaign SET assigned_cmdi__c = $1, status = 'Draft' WHERE id = $2", [DEMO_CMDI.sfid, tr.unlisted]);
  const signIn = async (role: string, mobile: string) => {
    const r = await login(s.app, role, mobile);
    assert.is(r.status, 200, `${role} ${mobile}: ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.other = await signIn("CMDI", other.mobile);
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.sunil = await signIn("AMMD", DEMO_SUPER.mobile);
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("a CMDI's photo of their training: stored, attached once (the same key answers the first answer; the same bytes under a new key are told they are already there), listed with its receipt", async () => {
  const up = await upload(tok.ravi, "training", JPEG, "IMG_0042.jpg");
  assert.is(up.status, 200, JSON.stringify(up.body));
  const k = key();
  const first = await add(tok.ravi, { training: tr.mine, sha256: sha(JPEG) }, k);
  assert.is(first.status, 200, JSON.stringify(first.body));
  const row = first.body.rows![0]!;
  assert.equal(
    [row.training, row.name, row.url, row.type, row.size, row.sha256, row.captured_at, row.mine],
    [
      tr.mine,
      "IMG_0042.jpg",
      `/api/files/${up.body.id}`,
      "image/jpeg",
      (await withoutMetadata("image/jpeg", JPEG))!.bytes.length,
      sha(JPEG),
      "2026-11-20T09:30:00Z",
      true,
    ],
  );
  assert.match(String(row.uploaded_at), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  assert.equal((await add(tok.ravi, { training: tr.mine, sha256: sha(JPEG) }, k)).body.rows, [row], "the same key: the first answer");
  // the same bytes under a new key: told, not passed off as a new photo (issue 43, item 4)
  const again = await add(tok.ravi, { training: tr.mine, sha256: sha(JPEG) });
  assert.equal([again.status, again.body.error, again.body.message], [409, PHOTO_IN_GALLERY_CODE, PHOTO_IN_GALLERY]);
  assert.is(await count("SELECT count(*)::int AS n FROM training_photo WHERE campaign_id = $1", [tr.mine]), 1);
  const listed = await list(tok.ravi, { training: tr.mine });
  assert.is(listed.status, 200);
  assert.equal(listed.body.rows, [row]);
  assert.equal((await list(tok.ravi, { training: tr.mine2 })).body.rows, [], "another training of theirs has none");
});

test("only a CMDI uploads a training photo, and only a photo: an FCP, a PDF and a CMDI's 'image' are refused", async () => {
  assert.is((await upload(tok.asha, "training", PNG)).status, 403);
  assert.is((await upload(tok.ravi, "image", PNG)).status, 403, "a CMDI uploads no FCP submission");
  const pdf = await upload(tok.ravi, "training", demoPdf("Not a photo"), "x.pdf");
  assert.equal([pdf.status, pdf.body.message], [415, ONLY_IMAGES]);
  assert.is(await count("SELECT count(*)::int AS n FROM stored_file WHERE kind = 'training' AND mime = 'application/pdf'"), 0);
});

test("another CMDI's training, an unlisted one, or one that does not exist: 404 for the list and the add, nothing attached", async () => {
  await upload(tok.ravi, "training", PNG, "p.png");
  const before = await count("SELECT count(*)::int AS n FROM training_photo");
  for (const training of [tr.theirs, tr.unlisted, 2_000_000_000]) {
    const l = await list(tok.ravi, { training });
    assert.equal([l.status, l.body.message], [404, TRAINING_NOT_FOUND], `list ${training}`);
    const a = await add(tok.ravi, { training, sha256: sha(PNG) });
    assert.equal([a.status, a.body.message], [404, TRAINING_NOT_FOUND], `add ${training}`);
  }
  assert.is((await list(tok.other, { training: tr.mine })).status, 404, "Ravi's training is not the other CMDI's");
  assert.is(await count("SELECT count(*)::int AS n FROM training_photo"), before);
  // a hash the server has not got
  const none = await add(tok.ravi, { training: tr.mine, sha256: "c".repeat(64) });
  assert.is(none.status, 404);
});

test("bad params are a 400 with a message, never a 500", async () => {
  for (const [op, params] of [
    ["trainingPhotos.list", {}],
    ["trainingPhotos.list", { training: "7" }],
    ["trainingPhotos.list", { training: 0 }],
    ["trainingPhotos.list", { training: 7, cmdi: "x" }],
    ["trainingPhotos.add", { training: tr.mine }],
    ["trainingPhotos.add", { training: tr.mine, sha256: "XYZ" }],
    ["trainingPhotos.add", { training: 1.5, sha256: sha(JPEG) }],
    ["trainingPhotos.delete", {}],
    ["trainingPhotos.delete", { id: -1 }],
    ["trainingPhotos.delete", { id: 3_000_000_000 }],
    ["trainingPhotos.delete", { id: 1, training: 1 }],
  ] as const) {
    const r = await query(s.app, tok.ravi, op, params, { "idempotency-key": key() });
    assert.is(r.status, 400, `${op} ${JSON.stringify(params)}: ${r.status}`);
    assert.ok(typeof r.body.message === "string" && r.body.message.length > 0);
  }
});

test("the photo is served to its uploader and a super admin only; the FCP, the AMMD and another CMDI get 404", async () => {
  const [row] = (await list(tok.ravi, { training: tr.mine })).body.rows!;
  const url = String(row!.url);
  assert.is((await getFile(tok.ravi, url)).statusCode, 200);
  assert.is((await getFile(tok.sunil, url)).statusCode, 200);
  for (const t of [tok.other, tok.asha, tok.meera]) assert.is((await getFile(t, url)).statusCode, 404);
});

test("delete: another CMDI's try is a 404 and changes nothing; the uploader's removes it and its bytes; the same key again answers the same; a new key is a 404", async () => {
  const [row] = (await list(tok.ravi, { training: tr.mine })).body.rows!;
  const id = Number(row!.id);
  const fileId = Number(String(row!.url).split("/").pop());
  const theirs = await del(tok.other, { id });
  assert.equal([theirs.status, theirs.body.message], [404, PHOTO_NOT_FOUND]);
  assert.is((await del(tok.asha, { id })).status, 403, "an FCP deletes no training photo");
  assert.is((await list(tok.ravi, { training: tr.mine })).body.rows!.length, 1, "still there");
  const k = key();
  const mine = await del(tok.ravi, { id }, k);
  assert.equal([mine.status, mine.body.rows], [200, [{ id }]]);
  assert.equal((await list(tok.ravi, { training: tr.mine })).body.rows, []);
  assert.is((await getFile(tok.ravi, String(row!.url))).statusCode, 404, "the file is gone from the server");
  assert.is(await count("SELECT count(*)::int AS n FROM file_bytes WHERE file_id = $1", [fileId]), 0, "and its bytes");
  assert.equal((await del(tok.ravi, { id }, k)).body.rows, [{ id }], "a repeat of the write: its first answer");
  assert.is((await del(tok.ravi, { id })).status, 404, "a new delete of a photo that is gone");
});

test("a photo shown in two of the CMDI's trainings: deleting one keeps the other and the bytes", async () => {
  await upload(tok.ravi, "training", PNG, "both.png");
  const a = (await add(tok.ravi, { training: tr.mine, sha256: sha(PNG) })).body.rows![0]!;
  const b = (await add(tok.ravi, { training: tr.mine2, sha256: sha(PNG) })).body.rows![0]!;
  assert.is(a.url, b.url, "one stored file");
  assert.is((await del(tok.ravi, { id: a.id })).status, 200);
  assert.is((await getFile(tok.ravi, String(b.url))).statusCode, 200, "the other training still shows it");
  assert.equal(
    (await list(tok.ravi, { training: tr.mine2 })).body.rows!.map((r) => r.id),
    [b.id],
  );
});

test.run();
