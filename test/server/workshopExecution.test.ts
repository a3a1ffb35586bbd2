// A workshop's execution report on the seeded demo data (PGlite, or PostgreSQL with
// TEST_DATABASE_URL; decision 030): the FCP of a workshop in Execution saves the actual participant
// count and the articles used, and attaches the day-1 photos and the finalized article photo
// (POST /api/files?kind=workshop, then workshopPhotos.add); another's or a missing workshop is a
// 404, another stage a 409; a bad count or quantity a 400 naming its field; a replay with the same
// key writes once; only the uploader deletes a photo; the files are served to the workshop's
// people only; and once the evidence is in, `workshop.report` is allowed and moves it on.
import { test } from "uvu";
import sharp from "sharp";
import * as assert from "uvu/assert";
import { msg } from "../../src/codecs/language.ts";

/** A refusal's message as the client keeps it: with its values, when the server sent some (decision 074). */
const said = (b: { message?: string; values?: Record<string, string | number> }) => (b.values ? msg(b.message!, b.values) : b.message);
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { programmeDate } from "../../src/codecs/calendar.ts";
import { PHOTO_TYPES } from "../../src/codecs/workshop.ts";
import { OUT_OF_SCOPE_WORKSHOP, WORKSHOP_NOT_FOUND } from "../../src/codecs/workshop.ts";
import { PHOTO_IN_GALLERY, PHOTO_IN_GALLERY_CODE } from "../../src/codecs/upload.ts";
import { EVIDENCE_PHOTO_NOT_FOUND, FINALIZED_PHOTO_TYPE, quantityField, wrongStageMessage } from "../../src/codecs/workshopExecution.ts";
import { actorOf, allowedEvents, type LifecycleFacts } from "../../src/codecs/workshopLifecycle.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { ConfigError, loadConfig } from "../../server/config.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";

let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "ravi" | "meera" | "sunil" | "otherCmdi", string> = {} as never;
/** Asha's workshop in Execution (its day has come), another of hers in Planning, another account's in Execution. */
const ws = { mine: 0, planning: 0, theirs: 0, theirsCmdi: "", article: "", article2: "" };

const JPEG = readFileSync(join(import.meta.dirname, "../fixtures/upload-photo.jpg"));
const PNG = readFileSync(join(import.meta.dirname, "../fixtures/upload-photo.png"));
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const rows = async (sql: string, p: unknown[] = []) => (await db.db.query(sql, p)).rows as Record<string, any>[];
const count = async (sql: string, p: unknown[] = []) => Number((await rows(sql, p))[0]!.n);
let keys = 0;
const key = () => `execution-${++keys}-key`;
const write = (token: string, op: string, params: unknown, k = key()) => query(s.app, token, op, params, { "idempotency-key": k });
const save = (params: unknown, k = key(), token = tok.asha) => write(token, "workshops.saveReport", params, k);
const report = (participants: unknown, lines: unknown[], id = ws.mine) => ({ id, values: { participants, lines } });
const getFile = (token: string, url: string) => s.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

async function upload(token: string, bytes: Buffer, name = "photo.jpg") {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/files?kind=workshop",
    payload: bytes,
    headers: {
      "content-type": "application/octet-stream",
      "x-content-sha256": sha(bytes),
      "x-file-name": encodeURIComponent(name),
      authorization: `Bearer ${token}`,
    },
  });
  return { status: r.statusCode, body: r.json() as { id?: number; message?: string } };
}

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const asha = await rows(`SELECT id FROM opportunity WHERE accountid = $1 AND heroku_id__c IS NOT NULL ORDER BY id LIMIT 2`, [DEMO_FCP.sfid]);
  [ws.mine, ws.planning] = [asha[0]!.id, asha[1]!.id];
  const theirs = (
    await rows(
      `SELECT id, assigned_cmdi__c FROM opportunity WHERE accountid <> $1 AND assigned_cmdi__c <> $2 AND heroku_id__c IS NOT NULL ORDER BY id LIMIT 1`,
      [DEMO_FCP.sfid, DEMO_CMDI.sfid],
    )
  )[0]!;
  [ws.theirs, ws.theirsCmdi] = [theirs.id, theirs.assigned_cmdi__c];
  const yesterday = programmeDate(new Date(Date.now() - 86_400_000));
  // a clean workshop in Execution whose day has come: no count, no articles, no photos, no finalized photo; its CMDI and AMMD the demo's
  await db.db.query(
    `UPDATE opportunity SET stagename = 'Execution', start_date_time__c = $2::date + time '10:00', end_date_time__c = $2::date + time '13:00',
            actual_participants_count__c = NULL, artical_finalized_photo__c = NULL, cmdi_verified_at = NULL, assigned_cmdi__c = $3, assigned_ammd__c = $4
      WHERE id = $1`,
    [ws.mine, yesterday, DEMO_CMDI.sfid, DEMO_AMMD.sfid],
  );
  await db.db.query(`UPDATE opportunity SET stagename = 'Planning' WHERE id = $1`, [ws.planning]);
  await db.db.query(`UPDATE opportunity SET stagename = 'Execution' WHERE id = $1`, [ws.theirs]);
  const heroku = (await rows(`SELECT heroku_id__c FROM opportunity WHERE id = $1`, [ws.mine]))[0]!.heroku_id__c;
  await db.db.query(`DELETE FROM workshop_article__c WHERE opportunity__heroku_id__c = $1`, [heroku]);
  await db.db.query(`DELETE FROM workshop_photo__c WHERE workshop_heroku_id__c = $1`, [heroku]);
  const active = await rows(`SELECT sfid FROM article__c WHERE active__c AND sfid IS NOT NULL ORDER BY id LIMIT 2`);
  [ws.article, ws.article2] = [active[0]!.sfid, active[1]!.sfid];
  const signIn = async (role: string, mobile: string) => {
    const r = await login(s.app, role, mobile);
    assert.is(r.status, 200, `${role} ${mobile}: ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  tok.asha = await signIn("FCP", DEMO_FCP.mobile);
  tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
  tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
  tok.sunil = await signIn("AMMD", DEMO_SUPER.mobile);
  const other = (await rows(`SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE sfid = $1`, [ws.theirsCmdi]))[0]!;
  tok.otherCmdi = await signIn("CMDI", other.mobile);
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

test("the FCP's own workshop in Execution opens with an empty report; another's is a 404, another stage a 409 saying which", async () => {
  const r = await query(s.app, tok.asha, "workshops.execution", { id: ws.mine });
  assert.is(r.status, 200, JSON.stringify(r.body));
  assert.equal([r.body.rows![0]!.stagename, r.body.rows![0]!.actual_participants_count__c, r.body.rows![0]!.lines], ["Execution", null, []]);
  for (const op of ["workshops.execution", "workshopPhotos.list"]) {
    const p = (id: number) => (op === "workshops.execution" ? { id } : { workshop: id });
    const foreign = await query(s.app, tok.asha, op, p(ws.theirs));
    assert.equal([foreign.status, foreign.body.message], [404, WORKSHOP_NOT_FOUND], op);
    const missing = await query(s.app, tok.asha, op, p(2_000_000_000));
    assert.equal([missing.status, missing.body.message], [404, WORKSHOP_NOT_FOUND], op);
    const planning = await query(s.app, tok.asha, op, p(ws.planning));
    assert.equal([planning.status, said(planning.body)], [409, wrongStageMessage("Planning")], op);
  }
  // the CMDI and AMMD of the workshop are not its FCP: the role is refused
  assert.is((await query(s.app, tok.ravi, "workshops.execution", { id: ws.mine })).status, 403);
  const saveForeign = await save(report(20, [{ article: ws.article, quantity: 3 }], ws.theirs));
  assert.equal([saveForeign.status, saveForeign.body.message], [404, WORKSHOP_NOT_FOUND]);
  const savePlanning = await save(report(20, [{ article: ws.article, quantity: 3 }], ws.planning));
  assert.equal([savePlanning.status, said(savePlanning.body)], [409, wrongStageMessage("Planning")]);
});

test("a count or quantity that is not a positive whole number in bounds is a 400 naming its field, and nothing is written", async () => {
  const cases: Array<[unknown, unknown[], string]> = [
    [0, [{ article: ws.article, quantity: 2 }], "participants"],
    [1.5, [{ article: ws.article, quantity: 2 }], "participants"],
    [-1, [{ article: ws.article, quantity: 2 }], "participants"],
    [501, [{ article: ws.article, quantity: 2 }], "participants"],
    [20, [{ article: ws.article, quantity: 0 }], quantityField(ws.article)],
    [20, [{ article: ws.article, quantity: 1.5 }], quantityField(ws.article)],
    [20, [{ article: ws.article, quantity: -1 }], quantityField(ws.article)],
    [20, [], "lines"],
    [
      20,
      [
        { article: ws.article, quantity: 1 },
        { article: ws.article, quantity: 2 },
      ],
      "lines",
    ],
    [20, [{ article: "a0Xnotanarticle", quantity: 1 }], "lines"],
  ];
  for (const [participants, lines, field] of cases) {
    const r = await save(report(participants, lines));
    assert.is(r.status, 400, `${participants} ${JSON.stringify(lines)}: ${JSON.stringify(r.body)}`);
    assert.is((r.body as { field?: string }).field, field, `${participants} ${JSON.stringify(lines)}`);
  }
  // a count that is not a number at all is a 400 too (the codec's)
  assert.is((await save(report("twenty", [{ article: ws.article, quantity: 2 }]))).status, 400);
  const w = (await rows(`SELECT actual_participants_count__c AS n FROM opportunity WHERE id = $1`, [ws.mine]))[0]!;
  assert.is(w.n, null);
  assert.is(
    await count(
      `SELECT count(*) AS n FROM workshop_article__c wa JOIN opportunity o ON o.heroku_id__c = wa.opportunity__heroku_id__c WHERE o.id = $1`,
      [ws.mine],
    ),
    0,
  );
});

test("a saved report is stored once under its key (a replay answers the same), lines are replaced, the lifecycle version is not moved", async () => {
  const before = (await rows(`SELECT lifecycle_version FROM opportunity WHERE id = $1`, [ws.mine]))[0]!.lifecycle_version;
  const k = key();
  const first = await save(
    report(24, [
      { article: ws.article, quantity: 3 },
      { article: ws.article2, quantity: 5 },
    ]),
    k,
  );
  assert.is(first.status, 200, JSON.stringify(first.body));
  const again = await save(
    report(24, [
      { article: ws.article, quantity: 3 },
      { article: ws.article2, quantity: 5 },
    ]),
    k,
  );
  assert.equal(again.body, first.body);
  assert.is(
    await count(`SELECT count(*) AS n FROM app_audit WHERE action = 'workshop.reportSaved' AND detail->>'workshop' = $1`, [String(ws.mine)]),
    1,
  );
  const row = first.body.rows![0]! as { actual_participants_count__c: number; lines: Array<{ article: string; quantity: number }> };
  assert.equal(
    [row.actual_participants_count__c, row.lines.map((l) => [l.article, l.quantity])],
    [
      24,
      [
        [ws.article, 3],
        [ws.article2, 5],
      ],
    ],
  );
  // a new save replaces the lines: one removed, one changed
  const second = await save(report(25, [{ article: ws.article, quantity: 7 }]));
  assert.is(second.status, 200, JSON.stringify(second.body));
  const stored = await rows(
    `SELECT wa.article__c, wa.quantity__c FROM workshop_article__c wa JOIN opportunity o ON o.heroku_id__c = wa.opportunity__heroku_id__c WHERE o.id = $1`,
    [ws.mine],
  );
  assert.equal(
    stored.map((r) => [r.article__c, r.quantity__c]),
    [[ws.article, 7]],
  );
  assert.is((await rows(`SELECT lifecycle_version FROM opportunity WHERE id = $1`, [ws.mine]))[0]!.lifecycle_version, before);
});

test("a report from a version (decision 079): a field nobody else touched merges, a field both changed is a conflict that writes nothing; no base: the last write wins", async () => {
  const start = (await save(report(10, [{ article: ws.article, quantity: 2 }]))).body.rows![0] as { version: number };
  const v = start.version;
  const from = { participants: 10, lines: [{ article: ws.article, quantity: 2 }] };
  const base = { version: v, values: from };
  const stored = async () =>
    rows(
      `SELECT o.actual_participants_count__c AS n, o.report_version AS v, o.lifecycle_version AS lv,
              array(SELECT wa.article__c || ':' || wa.quantity__c FROM workshop_article__c wa WHERE wa.opportunity__heroku_id__c = o.heroku_id__c ORDER BY wa.id) AS lines
         FROM opportunity o WHERE o.id = $1`,
      [ws.mine],
    );
  // phone A: the count, from the version both started from
  const a = await save({ id: ws.mine, values: { ...from, participants: 30 }, base });
  assert.is((a.body.rows![0] as { version: number }).version, v + 1, JSON.stringify(a.body));
  // phone B, from the same version: the lines only (nobody else touched them): merged, A's count kept
  const b = await save({ id: ws.mine, values: { ...from, lines: [{ article: ws.article2, quantity: 4 }] }, base });
  assert.is(b.status, 200, JSON.stringify(b.body));
  const merged = await stored();
  assert.equal([merged[0]!.n, merged[0]!.v, merged[0]!.lines], [30, v + 2, [`${ws.article2}:4`]]);
  // phone C, from the same old version: the count too (both changed it, differently): refused whole
  const c = (await save({ id: ws.mine, values: { participants: 40, lines: [{ article: ws.article2, quantity: 4 }] }, base })) as unknown as {
    status: number;
    body: { error: string; conflict: { version: number; current: Record<string, string>; fields: string[] } };
  };
  assert.equal([c.status, c.body.error, c.body.conflict.fields, c.body.conflict.version], [409, "conflict", ["participants"], v + 2]);
  assert.equal(c.body.conflict.current, { participants: "30", lines: `${ws.article2}:4` });
  assert.equal(await stored(), merged, "a conflict changes nothing");
  // a save without a base (recorded or queued before versions) is the last write, as before, and moves the report's version only
  const old = await save(report(25, [{ article: ws.article, quantity: 7 }]));
  assert.is((old.body.rows![0] as { version: number }).version, v + 3);
  const end = await stored();
  assert.equal([end[0]!.n, end[0]!.lines, end[0]!.lv], [25, [`${ws.article}:7`], merged[0]!.lv]);
});

const photoKey = key();
test("photos: attached once per workshop, type and file; the finalized photo is the workshop's; only the workshop's people see the file", async () => {
  const up = await upload(tok.asha, JPEG, "IMG_1.jpg");
  assert.is(up.status, 200, JSON.stringify(up.body));
  // only an FCP sends a workshop's photos
  assert.equal(await upload(tok.ravi, JPEG), {
    status: 403,
    body: { error: "forbidden", message: "Only an FCP uploads the photos of their workshop." },
  });
  const add = (type: string, k = key()) => write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type, sha256: sha(JPEG) }, k);
  const first = await add("picture_showing_products", photoKey);
  assert.is(first.status, 200, JSON.stringify(first.body));
  assert.equal((await add("picture_showing_products", photoKey)).body, first.body);
  // the same bytes again under a new key: still one photo of that type, and the FCP is told (issue 43, item 4)
  const again = await add("picture_showing_products");
  assert.equal([again.status, again.body.error, again.body.message], [409, PHOTO_IN_GALLERY_CODE, PHOTO_IN_GALLERY]);
  assert.is(await count(`SELECT count(*) AS n FROM workshop_photo__c WHERE stored_file_id = $1`, [up.body.id]), 1);
  const photo = first.body.rows![0]! as { url: string; mine: boolean; sha256: string; name: string };
  assert.equal([photo.url, photo.mine, photo.sha256, photo.name], [`/api/files/${up.body.id}`, true, sha(JPEG), "IMG_1.jpg"]);
  // a foreign workshop, a type that is not one
  assert.is((await write(tok.asha, "workshopPhotos.add", { workshop: ws.theirs, type: "other_pictures", sha256: sha(JPEG) })).status, 404);
  assert.is((await write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type: "selfie", sha256: sha(JPEG) })).status, 400);
  // served to the FCP, the workshop's CMDI and AMMD and the super admin; not to another CMDI
  for (const [who, t] of [
    ["asha", tok.asha],
    ["ravi", tok.ravi],
    ["meera", tok.meera],
    ["sunil", tok.sunil],
  ] as const) {
    assert.is((await getFile(t, photo.url)).statusCode, 200, who);
  }
  assert.is((await getFile(tok.otherCmdi, photo.url)).statusCode, 404, "another CMDI");
  // the finalized photo sets the workshop's field; deleting it clears it
  const png = await upload(tok.asha, PNG, "final.png");
  const fin = await write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type: FINALIZED_PHOTO_TYPE, sha256: sha(PNG) });
  assert.is(fin.status, 200, JSON.stringify(fin.body));
  const finalized = async () => (await rows(`SELECT artical_finalized_photo__c AS f FROM opportunity WHERE id = $1`, [ws.mine]))[0]!.f;
  assert.is(await finalized(), `/api/files/${png.body.id}`);
  const gone = await write(tok.asha, "workshopPhotos.delete", { id: fin.body.rows![0]!.id });
  assert.is(gone.status, 200, JSON.stringify(gone.body));
  assert.is(await finalized(), null);
  assert.is(await count(`SELECT count(*) AS n FROM stored_file WHERE id = $1`, [png.body.id]), 0);
});

test("only the uploader deletes a photo: another's or the demo's is a 404, and stays", async () => {
  const heroku = (await rows(`SELECT heroku_id__c FROM opportunity WHERE id = $1`, [ws.mine]))[0]!.heroku_id__c;
  const theirs = (
    await rows(
      `INSERT INTO workshop_photo__c (name, image_url__c, workshop_heroku_id__c, day__c, type__c, uploaded_by, stored_file_id)
     SELECT 'x', image_url__c, $1, 1, 'other_pictures', 'account:999999', stored_file_id FROM workshop_photo__c WHERE stored_file_id IS NOT NULL LIMIT 1 RETURNING id`,
      [heroku],
    )
  )[0]!.id;
  const demo = (
    await rows(
      `INSERT INTO workshop_photo__c (name, image_url__c, workshop_heroku_id__c, day__c, type__c) VALUES ('d', '/media/photo/1.svg', $1, 1, 'other_pictures') RETURNING id`,
      [heroku],
    )
  )[0]!.id;
  for (const id of [theirs, demo]) {
    const r = await write(tok.asha, "workshopPhotos.delete", { id });
    assert.equal([r.status, r.body.message], [404, EVIDENCE_PHOTO_NOT_FOUND]);
    assert.is(await count(`SELECT count(*) AS n FROM workshop_photo__c WHERE id = $1`, [id]), 1);
  }
  await db.db.query(`DELETE FROM workshop_photo__c WHERE id = ANY($1::int[])`, [[theirs, demo]]);
});

test("the same photo as evidence of another workshop is kept and marked for the CMDI, AMMD and super admin of both, named only where they may see it (issue 43, item 4)", async () => {
  const photo = await sharp({ create: { width: 24, height: 18, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
  // another FCP (of another CMDI) sends the very same picture for their own workshop in Execution
  const other = (
    await rows(
      `SELECT o.id, o.assigned_ammd__c, a.phone, u.login_mobile_number__c AS cmdi_mobile FROM opportunity o JOIN account a ON a.sfid = o.accountid
         JOIN product_user__c u ON u.sfid = o.assigned_cmdi__c AND u.active__c IS NOT FALSE
        WHERE o.accountid <> $1 AND o.assigned_cmdi__c <> $2 AND o.heroku_id__c IS NOT NULL AND a.active__c AND a.phone IS NOT NULL
        ORDER BY o.id LIMIT 1`,
      [DEMO_FCP.sfid, DEMO_CMDI.sfid],
    )
  )[0]!;
  await db.db.query(`UPDATE opportunity SET stagename = 'Execution' WHERE id = $1`, [other.id]);
  const signIn = async (role: string, mobile: string) => {
    const r = await login(s.app, role, mobile);
    assert.is(r.status, 200, `${role}: ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  const theirToken = await signIn("FCP", other.phone);
  const theirCmdi = await signIn("CMDI", other.cmdi_mobile);
  assert.is((await upload(tok.asha, photo, "mine.jpg")).status, 200);
  assert.is((await upload(theirToken, photo, "theirs.jpg")).status, 200);
  const mine = await write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type: "other_pictures", sha256: sha(photo) });
  assert.is(mine.status, 200, JSON.stringify(mine.body));
  const markOf = async (token: string, workshop: number) => {
    const r = await query(s.app, token, "workshops.details", { id: workshop });
    assert.is(r.status, 200, JSON.stringify(r.body));
    const d = r.body.rows![0] as { photos: { image_url__c: string; also_used_for: string[] }[] };
    const url = (workshop === ws.mine ? mine : theirs).body.rows![0]!.url as string;
    assert.ok(
      d.photos.some((p) => p.image_url__c === url),
      "the photo is among the details' photos",
    );
    return d.photos.find((p) => p.image_url__c === url)!.also_used_for;
  };
  // used once: no mark
  assert.equal(await markOf(tok.ravi, ws.mine), []);
  const theirs = await write(theirToken, "workshopPhotos.add", { workshop: other.id, type: "other_pictures", sha256: sha(photo) });
  assert.is(theirs.status, 200, JSON.stringify(theirs.body));
  const names = await rows(`SELECT id, name FROM opportunity WHERE id = ANY($1::int[])`, [[ws.mine, other.id]]);
  const nameOf = (id: number) => names.find((n) => n.id === id)!.name as string;
  // the demo CMDI does not see the other workshop: marked, without its name (the AMMD by name if it is theirs too)
  assert.equal(await markOf(tok.ravi, ws.mine), [OUT_OF_SCOPE_WORKSHOP]);
  assert.equal(await markOf(tok.meera, ws.mine), [other.assigned_ammd__c === DEMO_AMMD.sfid ? nameOf(other.id) : OUT_OF_SCOPE_WORKSHOP]);
  // the other workshop's CMDI sees the mark on theirs, likewise; the super admin sees both names
  assert.equal(await markOf(theirCmdi, other.id), [OUT_OF_SCOPE_WORKSHOP]);
  assert.equal(await markOf(tok.sunil, ws.mine), [nameOf(other.id)]);
  assert.equal(await markOf(tok.sunil, other.id), [nameOf(ws.mine)]);
  // never for the FCP
  assert.equal(await markOf(tok.asha, ws.mine), []);
  await db.db.query(`DELETE FROM workshop_photo__c WHERE image_url__c = ANY($1::text[])`, [[mine.body.rows![0]!.url, theirs.body.rows![0]!.url]]);
});

test("where a photo was taken (decision 047): kept with the stored file, checked at its field, shown with the details in scope only", async () => {
  const GPS = readFileSync(join(import.meta.dirname, "../fixtures/gps-photo.jpg"));
  const up = await upload(tok.asha, GPS, "IMG_GPS.jpg");
  assert.is(up.status, 200, JSON.stringify(up.body));
  const add = (location: unknown, type = "geo_tagged_Location_pictures", bytes = GPS) =>
    write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type, sha256: sha(bytes), location });
  // each number out of its range is a 400 at its field, and nothing is kept
  for (const [location, field] of [
    [{ lat: 90.5, lng: 72.8775, accuracy: 20, source: "device" }, "lat"],
    [{ lat: 19.0761, lng: -181, accuracy: 20, source: "device" }, "lng"],
    [{ lat: 19.0761, lng: 72.8775, accuracy: -1, source: "device" }, "accuracy"],
    [{ lat: 19.0761, lng: 72.8775, accuracy: 20, source: "guess" }, "source"],
    [{ lat: "19", lng: 72.8775, accuracy: 20, source: "device" }, "lat"],
  ] as const) {
    const r = await add(location);
    assert.equal([r.status, r.body.error, (r.body as { field?: string }).field], [400, "bad_request", field], JSON.stringify(r.body));
  }
  assert.is(await count(`SELECT count(*) AS n FROM workshop_photo__c WHERE stored_file_id = $1`, [up.body.id]), 0);
  const placed = { lat: 18.5204, lng: 73.8567, accuracy: 8, source: "exif" };
  const r = await add(placed);
  assert.is(r.status, 200, JSON.stringify(r.body));
  const row = r.body.rows![0]! as Record<string, unknown>;
  assert.equal([row.lat, row.lng, row.accuracy, row.location_source], [18.5204, 73.8567, 8, "exif"]);
  // the first place stays: the same bytes sent again from elsewhere are the same photo
  await add({ lat: 1, lng: 2, accuracy: 3, source: "device" }, "other_pictures");
  const kept = (await rows(`SELECT latitude, longitude, location_accuracy, location_source FROM stored_file WHERE id = $1`, [up.body.id]))[0]!;
  assert.equal(kept, { latitude: 18.5204, longitude: 73.8567, location_accuracy: 8, location_source: "exif" });
  // sent without one: "none"; a write from before (no location at all): not known
  const png = await upload(tok.asha, PNG, "no-place.png");
  assert.is(png.status, 200);
  const none = await add(null, "other_pictures", PNG);
  assert.is(none.status, 200, JSON.stringify(none.body));
  assert.equal((none.body.rows![0]! as Record<string, unknown>).location_source, "none");
  // Workshop Details shows the place to the workshop's people; another CMDI sees no workshop at all
  const photoOf = async (token: string) => {
    const d = await query(s.app, token, "workshops.details", { id: ws.mine });
    return d.status === 200
      ? (d.body.rows![0]!.photos as Record<string, unknown>[]).find((p) => p.image_url__c === `/api/files/${up.body.id}`)
      : d.status;
  };
  for (const t of [tok.asha, tok.ravi, tok.meera, tok.sunil]) {
    assert.equal(await photoOf(t), {
      id: (row as { id: number }).id,
      type__c: "geo_tagged_Location_pictures",
      image_url__c: `/api/files/${up.body.id}`,
      photodatetime__c: ((await photoOf(tok.asha)) as { photodatetime__c: string }).photodatetime__c,
      lat: 18.5204,
      lng: 73.8567,
      accuracy: 8,
      location_source: "exif",
      also_used_for: [],
    });
  }
  assert.is(await photoOf(tok.otherCmdi), 404);
  // MAP_TILE_URL: an http(s) template with {z}, {x} and {y}, or unset (no map)
  assert.is(loadConfig({}).mapTileUrl, null);
  assert.is(loadConfig({ MAP_TILE_URL: " https://tiles.example.org/{z}/{x}/{y}.png " }).mapTileUrl, "https://tiles.example.org/{z}/{x}/{y}.png");
  for (const bad of [
    "tiles.example.org/{z}/{x}/{y}.png",
    "https://tiles.example.org/tile.png",
    "javascript:alert(1)//{z}{x}{y}",
    "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
  ]) {
    assert.throws(
      () => loadConfig({ MAP_TILE_URL: bad }),
      (e: unknown) => e instanceof ConfigError && e.variable === "MAP_TILE_URL",
      bad,
    );
  }
  // no map unless MAP_TILE_URL is set; with it, the details carry the tiles' address
  assert.is((await query(s.app, tok.asha, "workshops.details", { id: ws.mine })).body.rows![0]!.map_tile_url, null);
  const mapped = await testApp(db.db, { config: { mapTileUrl: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png" } });
  try {
    const d = await query(mapped.app, tok.ravi, "workshops.details", { id: ws.mine });
    assert.is(d.body.rows![0]!.map_tile_url, "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png");
    // the page may load images from the tiles' server, and from no other
    assert.match(String(d.headers["content-security-policy"]), /img-src 'self' data: blob: http:\/\/127\.0\.0\.1:9;/);
    assert.match(
      String((await query(s.app, tok.ravi, "workshops.details", { id: ws.mine })).headers["content-security-policy"]),
      /img-src 'self' data: blob:;/,
    );
  } finally {
    await mapped.app.close();
  }
  // the photos leave: the report test below starts from its own
  for (const p of [row, none.body.rows![0]!]) await write(tok.asha, "workshopPhotos.delete", { id: (p as { id: number }).id });
  await db.db.query(`DELETE FROM workshop_photo__c WHERE stored_file_id = $1`, [up.body.id]);
});

test("with the count, an article and a photo of every type and the finalized photo, `workshop.report` is allowed and moves it to CMDI Verification", async () => {
  const details = async () =>
    (await query(s.app, tok.asha, "workshops.details", { id: ws.mine })).body.rows![0]! as {
      stagename: string;
      lifecycle_version: number;
      facts: LifecycleFacts;
      accountid: string;
      assigned_cmdi__c: string;
      assigned_ammd__c: string;
    };
  const asha = { role: "FCP" as const, sfid: DEMO_FCP.sfid, superAdmin: false };
  const offered = (w: Awaited<ReturnType<typeof details>>) =>
    allowedEvents(w.stagename, actorOf(asha, w), w.facts).find((a) => a.type === "workshop.report");
  const before = offered(await details());
  assert.ok(before && !before.ok, "not yet: the finalized photo is missing");
  const png = await upload(tok.asha, PNG, "final.png");
  assert.is(png.status, 200);
  for (const type of [...PHOTO_TYPES, FINALIZED_PHOTO_TYPE]) {
    const bytes = type === FINALIZED_PHOTO_TYPE ? PNG : JPEG;
    const there = await count(
      `SELECT count(*) AS n FROM workshop_photo__c p JOIN stored_file f ON f.id = p.stored_file_id JOIN opportunity o ON o.heroku_id__c = p.workshop_heroku_id__c
        WHERE o.id = $1 AND p.type__c = $2 AND f.sha256 = $3`,
      [ws.mine, type, sha(bytes)],
    );
    const r = await write(tok.asha, "workshopPhotos.add", { workshop: ws.mine, type, sha256: sha(bytes) });
    // a gallery an earlier test gave this photo already says so
    assert.is(r.status, there ? 409 : 200, `${type}: ${JSON.stringify(r.body)}`);
  }
  const w = await details();
  assert.equal(offered(w), { type: "workshop.report", label: "Submit for verification", to: "CMDI Verification", ok: true, needs: [] });
  const moved = await write(tok.asha, "workshops.transition", { id: ws.mine, event: "workshop.report", version: w.lifecycle_version });
  assert.is(moved.status, 200, JSON.stringify(moved.body));
  assert.is(moved.body.rows![0]!.stagename, "CMDI Verification");
  // the report is in: no more edits
  const late = await save(report(26, [{ article: ws.article, quantity: 1 }]));
  assert.equal([late.status, said(late.body)], [409, wrongStageMessage("CMDI Verification")]);
});

test.run();
