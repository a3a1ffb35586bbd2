// Uploads on the seeded demo data (PGlite, or PostgreSQL with TEST_DATABASE_URL): POST /api/files
// judges the bytes and their hash before storing anything; uploads.add makes the record once (by
// key and by content); GET /api/files/:id serves a file only to the sessions in its owner's scope.
// All of it twice: with the files' bytes in the database (the default) and in an S3 store (a local
// s3rver the suite starts; decision 049).
import { suite } from "uvu";
import exifr from "exifr";
import sharp from "sharp";
import * as assert from "uvu/assert";
import { msg } from "../../src/codecs/language.ts";

/** A refusal's message as the client keeps it: with its values, when the server sent some (decision 074). */
const said = (b: { message?: string; values?: Record<string, string | number> }) => (b.values ? msg(b.message!, b.values) : b.message);
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { EMPTY_FILE, ONE_PDF, ONLY_IMAGES, ONLY_PDF, TOO_BIG } from "../../src/codecs/upload.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, DEMO_SUPER } from "../../server/db/demo.ts";
import { ACTIVE_PDF, DAMAGED_IMAGE, DAMAGED_PDF, HUGE_IMAGE } from "../../server/files/inspect.ts";
import { BAD_NAME, HASH_MISMATCH } from "../../server/routes/files.ts";
import { demoPdf } from "../../server/routes/media.ts";
import { withoutMetadata } from "../../server/files/stripMetadata.ts";
import type { StoreName } from "../../server/files/storage.ts";
import { login, openSeededDb, query, testApp, type TestApp, type TestDb } from "./harness.ts";
import { startLocalS3, type LocalS3 } from "./s3.ts";

const FIXTURES = join(import.meta.dirname, "../fixtures");
const JPEG = readFileSync(join(FIXTURES, "upload-photo.jpg"));
const PNG = readFileSync(join(FIXTURES, "upload-photo.png"));
/** A photo with its GPS in EXIF (and an APP13 IPTC block added below). */
const GPS_JPEG = readFileSync(join(FIXTURES, "gps-photo.jpg"));
/** What the server keeps of each: the pixels, without metadata (issue 43, item 3). */
const KEPT_JPEG = (await withoutMetadata("image/jpeg", JPEG))!.bytes;
const KEPT_PNG = (await withoutMetadata("image/png", PNG))!.bytes;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const sizeOf = async (b: Buffer) => {
  const m = await sharp(b).metadata();
  return [m.format, m.width, m.height];
};

/** A PDF whose catalog opens with JavaScript; `compressed`: the action hidden in a deflated object stream. */
function activePdf(compressed: boolean): Buffer {
  const base = demoPdf("Certificate").toString("latin1");
  if (!compressed)
    return Buffer.from(
      base.replace("<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
      "latin1",
    );
  // a well-formed object stream (its header: object 6 at offset 0 after the 4 bytes "6 0 ") holding an action
  const hidden = deflateSync(Buffer.from("6 0 << /S /JavaScript /JS (app.alert(1)) >>", "latin1"));
  const obj = Buffer.concat([
    Buffer.from(`7 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`, "latin1"),
    hidden,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
  const head = Buffer.from(base.slice(0, base.indexOf("xref")), "latin1");
  return Buffer.concat([head, obj, Buffer.from(base.slice(base.indexOf("xref")), "latin1")]);
}

/** The JPEG with its frame header saying 60000 x 60000 pixels (a "zip bomb" picture). */
function hugeJpeg(): Buffer {
  const b = Buffer.from(JPEG);
  for (let i = 2; i < b.length - 9; i++) {
    if (b[i] === 0xff && (b[i + 1] === 0xc0 || b[i + 1] === 0xc2)) {
      b.writeUInt16BE(60000, i + 5);
      b.writeUInt16BE(60000, i + 7);
      return b;
    }
  }
  throw new Error("no SOF marker in the fixture");
}

function uploadsSuite(store: StoreName) {
  const test = suite(`uploads, the bytes in ${store === "db" ? "the database" : "an S3 store"}`);
  let db: TestDb;
  let s: TestApp;
  let s3: LocalS3 | null = null;
  const tok: Record<"asha" | "ravi" | "meera" | "sunil" | "otherCmdi" | "otherFcp" | "otherFcp2", string> = {} as never;
  const count = async (table: string) => Number((await db.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
  /** What is kept: stored files, their bytes in the database, objects in the bucket. */
  const kept = async () => [await count("stored_file"), await count("file_bytes"), (await s3?.keys())?.length ?? 0];
  /** File `id`'s bytes are `bytes`, kept in this suite's store and nowhere else. */
  const assertKept = async (id: number, bytes: Buffer) => {
    const row = (await db.db.query("SELECT store, object_key FROM stored_file WHERE id = $1", [id])).rows[0];
    const inDb = (await db.db.query("SELECT bytes FROM file_bytes WHERE file_id = $1", [id])).rows[0]?.bytes as Uint8Array | undefined;
    assert.is(row?.store, store, "the row names the store");
    if (store === "db") {
      assert.ok(inDb && Buffer.from(inDb).equals(bytes), "the bytes are in file_bytes");
      assert.is(row.object_key, null);
    } else {
      assert.is(inDb, undefined, "nothing in file_bytes");
      assert.match(String(row.object_key), new RegExp(`^files/${id}/[0-9a-f]{24}$`));
      const o = await s3!.store.get(db.db, { id, key: row.object_key });
      assert.ok(o?.equals(bytes), "the object holds the bytes");
    }
  };

  async function upload(token: string | null, kind: string, bytes: Buffer, o: { hash?: string; name?: string; captured?: string } = {}) {
    const r = await s.app.inject({
      method: "POST",
      url: `/api/files?kind=${kind}`,
      payload: bytes,
      headers: {
        "content-type": "application/octet-stream",
        "x-content-sha256": o.hash ?? sha(bytes),
        "x-file-name": encodeURIComponent(o.name ?? (kind === "ettc" ? "ettc.pdf" : "photo.jpg")),
        ...(o.captured ? { "x-captured-at": o.captured } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: r.statusCode,
      body: r.json() as { id?: number; sha256?: string; type?: string; width?: number; error?: string; message?: string },
    };
  }
  const get = (token: string | null, id: number, qs = "") =>
    s.app.inject({ method: "GET", url: `/api/files/${id}${qs}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const add = (token: string, params: unknown, key: string) => query(s.app, token, "uploads.add", params, { "idempotency-key": key });

  test.before(async () => {
    db = await openSeededDb();
    if (store === "s3") s3 = await startLocalS3();
    s = await testApp(db.db, { config: { fileStore: store, s3: s3?.settings ?? null } });
    const one = async (sql: string, p: unknown[]) => (await db.db.query(sql, p)).rows[0] as Record<string, string>;
    const otherCmdi = await one(
      "SELECT login_mobile_number__c AS mobile FROM product_user__c WHERE type__c = 'CMDI' AND sfid <> $1 AND active__c IS NOT FALSE ORDER BY id LIMIT 1",
      [DEMO_CMDI.sfid],
    );
    const others = (
      await db.db.query(
        "SELECT phone FROM account WHERE recordtypeid = (SELECT recordtypeid FROM account WHERE sfid = $1) AND sfid <> $1 AND assigned_cmdi__c <> $2 AND active__c AND phone IS NOT NULL AND ettc_download__c IS NULL ORDER BY id LIMIT 2",
        [DEMO_FCP.sfid, DEMO_CMDI.sfid],
      )
    ).rows as { phone: string }[];
    const signIn = async (role: string, mobile: string) => {
      const r = await login(s.app, role, mobile);
      assert.is(r.status, 200, `${role} ${mobile}: ${JSON.stringify(r.body)}`);
      return r.body.token;
    };
    tok.asha = await signIn("FCP", DEMO_FCP.mobile);
    tok.ravi = await signIn("CMDI", DEMO_CMDI.mobile);
    tok.meera = await signIn("AMMD", DEMO_AMMD.mobile);
    tok.sunil = await signIn("AMMD", DEMO_SUPER.mobile);
    tok.otherCmdi = await signIn("CMDI", otherCmdi.mobile);
    tok.otherFcp = await signIn("FCP", others[0]!.phone);
    tok.otherFcp2 = await signIn("FCP", others[1]!.phone);
  });
  test.after(async () => {
    await s.app.close();
    await db.close();
    await s3?.close();
  });

  test("an FCP's photo: stored with its evidence, recorded once as 'Day-' plus the time, listed in View Uploads", async () => {
    const before = await count("uploaded_content__c");
    const up = await upload(tok.asha, "image", JPEG, { captured: "2026-11-20T09:30:00Z", name: "IMG_0001.jpg" });
    assert.is(up.status, 200, JSON.stringify(up.body));
    assert.equal([up.body.sha256, up.body.type, up.body.width], [sha(JPEG), "image/jpeg", 64]);
    const r = await add(tok.asha, { kind: "image", sha256: sha(JPEG) }, "upload-key-0001");
    assert.is(r.status, 200, JSON.stringify(r.body));
    const row = r.body.rows![0]!;
    assert.match(String(row.name), /^Day-\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    assert.equal(
      [row.kind, row.url, row.sha256, row.size, row.captured_at, row.file_name],
      ["image", `/api/files/${up.body.id}`, sha(JPEG), KEPT_JPEG.length, "2026-11-20T09:30:00Z", "IMG_0001.jpg"],
    );
    assert.match(String(row.uploaded_at), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.is(await count("uploaded_content__c"), before + 1);
    const mine = await query(s.app, tok.asha, "uploads.mine", {});
    assert.is(mine.body.rows![0]!.id, row.id, "the newest first");
    const f = await get(tok.asha, up.body.id!);
    assert.is(f.statusCode, 200);
    assert.ok(f.rawPayload.equals(KEPT_JPEG), "the bytes come back as the server keeps them: without metadata");
    assert.equal([f.headers["content-type"], f.headers["x-content-type-options"]], ["image/jpeg", "nosniff"]);
    assert.is(f.headers["content-length"], String(KEPT_JPEG.length));
    await assertKept(up.body.id!, KEPT_JPEG);
  });

  test("a photo sent straight to the route is served to everyone in scope without its metadata: no EXIF, no GPS, no IPTC (issue 43, item 3)", async () => {
    // the GPS fixture with an IPTC block (APP13, "Photoshop 3.0") after its EXIF, as some phones' editors write
    const iptcText = Buffer.from("Photoshop 3.0\0" + "8BIM\x04\x04\0\0\0\0\0\x0f\x1c\x02\x74\0\x0bAsha Patil ", "latin1");
    const app13 = Buffer.concat([Buffer.from([0xff, 0xed]), Buffer.from([0, 0]), iptcText]);
    app13.writeUInt16BE(app13.length - 2, 2);
    const sent = Buffer.concat([GPS_JPEG.subarray(0, 2), app13, GPS_JPEG.subarray(2)]);
    assert.ok((await exifr.gps(sent))?.latitude, "the photo sent holds its GPS");
    const up = await upload(tok.asha, "image", sent, { name: "IMG_GPS.jpg" });
    assert.is(up.status, 200, JSON.stringify(up.body));
    assert.is(up.body.sha256, sha(sent), "the receipt is the hash of the bytes sent");
    const stored = (await db.db.query("SELECT sha256, stored_sha256, size FROM stored_file WHERE id = $1", [up.body.id])).rows[0] as Record<
      string,
      unknown
    >;
    for (const who of ["asha", "ravi", "meera", "sunil"] as const) {
      const r = await get(tok[who], up.body.id!);
      assert.is(r.statusCode, 200, who);
      const served = r.rawPayload;
      assert.not.ok(served.equals(sent), `${who}: not the bytes sent`);
      assert.is(await exifr.gps(served), undefined, `${who}: no GPS`);
      assert.is(
        await exifr.parse(served, { tiff: true, exif: true, gps: true, interop: true, xmp: true, iptc: true, icc: false, jfif: false, ihdr: false }),
        undefined,
        `${who}: no EXIF, XMP or IPTC exifr can read`,
      );
      assert.not.ok(served.includes(Buffer.from("Exif\0", "latin1")), `${who}: no APP1 EXIF segment`);
      assert.not.ok(
        served.includes(Buffer.from("Photoshop 3.0", "latin1")) || served.includes(Buffer.from("Asha Patil", "latin1")),
        `${who}: no APP13 IPTC`,
      );
      assert.equal([stored.stored_sha256, stored.size], [sha(served), served.length], "the row names the bytes kept");
    }
    // a photo that carries no metadata (as the phone's shrink makes them) is kept as sent, in the quality the phone chose
    assert.ok(KEPT_JPEG.equals(JPEG) && KEPT_PNG.equals(PNG), "kept as sent");
    // the pixels stay: same size, still a JPEG
    assert.equal(await sizeOf(sent), await sizeOf((await get(tok.asha, up.body.id!)).rawPayload));
    // the same bytes sent again are the same file, kept once
    const files = await kept();
    assert.is((await upload(tok.asha, "image", sent, { name: "IMG_GPS.jpg" })).body.id, up.body.id);
    assert.equal(await kept(), files);
  });

  test("a photo kept before the server took metadata off is served without it", async () => {
    const up = await upload(tok.asha, "image", GPS_JPEG, { name: "old.jpg" });
    assert.is(up.status, 200);
    // as such a file was kept: the bytes sent, no stored hash
    await db.db.query("UPDATE stored_file SET stored_sha256 = NULL, size = $2 WHERE id = $1", [up.body.id, GPS_JPEG.length]);
    if (store === "db") await db.db.query("UPDATE file_bytes SET bytes = $2 WHERE file_id = $1", [up.body.id, GPS_JPEG]);
    else {
      const row = (await db.db.query("SELECT object_key FROM stored_file WHERE id = $1", [up.body.id])).rows[0] as { object_key: string };
      await s3!.store.put(db.db, { id: up.body.id!, key: row.object_key }, GPS_JPEG, { sha256: sha(GPS_JPEG), mime: "image/jpeg" });
    }
    const r = await get(tok.ravi, up.body.id!);
    assert.is(r.statusCode, 200);
    assert.ok((await exifr.gps(GPS_JPEG))?.latitude);
    assert.is(await exifr.gps(r.rawPayload), undefined, "no GPS");
    assert.is(r.headers["content-length"], String(r.rawPayload.length));
    await db.db.query("DELETE FROM stored_file WHERE id = $1", [up.body.id]);
  });

  test("the same key twice, and the same bytes under a new key: one stored file, one record", async () => {
    const files = await kept(),
      records = await count("uploaded_content__c");
    const again = await upload(tok.asha, "image", JPEG);
    assert.is(again.status, 200);
    const a = await add(tok.asha, { kind: "image", sha256: sha(JPEG) }, "upload-key-0001");
    assert.is(a.headers["idempotent-replayed"], "true");
    const b = await add(tok.asha, { kind: "image", sha256: sha(JPEG) }, "upload-key-0002");
    assert.is(b.status, 200);
    assert.is(b.body.rows![0]!.id, a.body.rows![0]!.id);
    assert.equal([await kept(), await count("uploaded_content__c")], [files, records], "the repeat kept no second copy");
  });

  test("a hash that does not match the bytes is refused and nothing is stored", async () => {
    const files = await kept();
    const r = await upload(tok.asha, "image", PNG, { hash: sha(JPEG) });
    assert.equal([r.status, r.body.error, r.body.message], [400, "hash_mismatch", HASH_MISMATCH]);
    assert.equal(await kept(), files);
    // and a record cannot name bytes that never arrived
    const rec = await add(tok.asha, { kind: "image", sha256: sha(PNG) }, "upload-key-0003");
    assert.is(rec.status, 404);
  });

  test("every bad input is refused with a clear message, and the server stores nothing", async () => {
    const files = await kept();
    const pdf = demoPdf("Not a photo");
    const cases: Array<[string, Promise<{ status: number; body: { message?: string } }>, number, string]> = [
      ["a PDF renamed .jpg", upload(tok.asha, "image", pdf, { name: "holiday.jpg" }), 415, ONLY_IMAGES],
      ["an image posing as a PDF", upload(tok.asha, "ettc", JPEG, { name: "certificate.pdf" }), 415, ONLY_PDF],
      ["an empty file", upload(tok.asha, "image", Buffer.alloc(0)), 400, EMPTY_FILE],
      ["5 MB and 1 byte", upload(tok.asha, "image", Buffer.concat([JPEG, Buffer.alloc(5_242_881 - JPEG.length)])), 413, TOO_BIG],
      ["a truncated JPEG", upload(tok.asha, "image", JPEG.subarray(0, Math.floor(JPEG.length / 2))), 400, DAMAGED_IMAGE],
      ["a PDF with JavaScript", upload(tok.asha, "ettc", activePdf(false)), 400, ACTIVE_PDF],
      ["a PDF with JavaScript in a compressed stream", upload(tok.asha, "ettc", activePdf(true)), 400, ACTIVE_PDF],
      [
        "a PDF whose script action's names are #xx escapes (issue 26; test/server/pdfCorpus.test.ts has the rest)",
        upload(
          tok.asha,
          "ettc",
          Buffer.from(
            demoPdf("Certificate")
              .toString("latin1")
              .replace("/Pages 2 0 R >>", "/Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>"),
            "latin1",
          ),
        ),
        400,
        ACTIVE_PDF,
      ],
      [
        "a PDF no parser can read",
        upload(tok.asha, "ettc", Buffer.from("%PDF-1.7\n\u0000garbage ][ << >> >> endobj\n%%EOF\n", "latin1")),
        400,
        DAMAGED_PDF,
      ],
      ["a truncated PDF", upload(tok.asha, "ettc", pdf.subarray(0, pdf.length - 40)), 400, DAMAGED_PDF],
      [
        "an SVG with script",
        upload(tok.asha, "image", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { name: "a.svg" }),
        415,
        ONLY_IMAGES,
      ],
      ["huge dimensions in few bytes", upload(tok.asha, "image", hugeJpeg()), 400, HUGE_IMAGE],
      ["a name with path characters", upload(tok.asha, "image", JPEG, { name: "../../etc/photo.jpg" }), 400, BAD_NAME],
      ["a name of 300 characters", upload(tok.asha, "image", JPEG, { name: `${"a".repeat(296)}.jpg` }), 400, BAD_NAME],
    ];
    for (const [what, p, status, message] of cases) {
      const r = await p;
      assert.equal([r.status, said(r.body)], [status, message], what);
    }
    assert.equal(await kept(), files);
  });

  test("only an FCP uploads, and only when signed in", async () => {
    assert.is((await upload(tok.ravi, "image", PNG)).status, 403);
    assert.is((await upload(null, "image", PNG)).status, 401);
    assert.is((await upload(tok.asha, "video", PNG)).status, 400);
  });

  test("a file is served to the FCP, their CMDI and AMMD and the super admin; to anyone else it does not exist", async () => {
    const up = await upload(tok.asha, "image", PNG);
    assert.is(up.status, 200);
    await assertKept(up.body.id!, KEPT_PNG);
    for (const who of ["asha", "ravi", "meera", "sunil"] as const) {
      const r = await get(tok[who], up.body.id!);
      assert.equal([r.statusCode, r.rawPayload.equals(KEPT_PNG)], [200, true], who);
    }
    for (const who of ["otherCmdi", "otherFcp"] as const) {
      const r = await get(tok[who], up.body.id!);
      assert.equal([r.statusCode, r.rawPayload.includes(KEPT_PNG.subarray(0, 16))], [404, false], who);
    }
    assert.is((await get(tok.otherCmdi, 999_999)).statusCode, 404);
    assert.is((await get(null, up.body.id!)).statusCode, 401);
    // another FCP's list never holds it
    const theirs = await query(s.app, tok.otherFcp, "uploads.mine", {});
    assert.ok(!theirs.body.rows!.some((r) => r.sha256 === sha(PNG)));
  });

  test("the ETTC document: one PDF, served inline or as a download under its name; a second one is refused", async () => {
    const pdf = demoPdf("ETTC certificate of Asha");
    const up = await upload(tok.asha, "ettc", pdf, { name: "Asha ETTC.pdf" });
    assert.is(up.status, 200, JSON.stringify(up.body));
    const r = await add(tok.asha, { kind: "ettc", sha256: sha(pdf) }, "ettc-key-0001");
    assert.is(r.status, 200, JSON.stringify(r.body));
    assert.equal([r.body.rows![0]!.url, r.body.rows![0]!.name], [`/api/files/${up.body.id}`, "Asha ETTC.pdf"]);
    const ettc = await query(s.app, tok.asha, "uploads.ettc", {});
    assert.is(ettc.body.rows!.length, 1);
    const inline = await get(tok.asha, up.body.id!);
    assert.ok(inline.rawPayload.equals(pdf));
    assert.equal(inline.headers["content-type"], "application/pdf");
    assert.match(String(inline.headers["content-disposition"]), /^inline; filename="Asha ETTC.pdf"/);
    assert.match(String((await get(tok.asha, up.body.id!, "?download=1")).headers["content-disposition"]), /^attachment; filename="Asha ETTC.pdf"/);
    // the same document again is the same one; another is refused before it is stored
    assert.is((await upload(tok.asha, "ettc", pdf)).status, 200);
    const files = await kept();
    const second = await upload(tok.asha, "ettc", demoPdf("Another certificate"));
    assert.equal([second.status, second.body.message], [409, ONE_PDF]);
    assert.equal(await kept(), files, "nothing kept of the refused document, in the database or the bucket");
    // an FCP of another scope cannot attach Asha's document by its hash
    const theirs = await add(tok.otherFcp2, { kind: "ettc", sha256: sha(pdf) }, "ettc-key-0002");
    assert.is(theirs.status, 404);
  });

  test.run();
}

uploadsSuite("db");
uploadsSuite("s3");
