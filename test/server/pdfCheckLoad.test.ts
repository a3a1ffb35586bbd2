// Issue 43 item 1: the PDF check runs in a worker thread (server/files/pdfCheck.ts, decision 062), so
// four slow checks at once never stop /healthz. No wall time is asserted: the test counts the
// answers /healthz gave while all four uploads were still being checked. Each PDF's check is slow
// where the old check was synchronous (a content stream of 19 MB to inflate and read), so on the
// event loop the four held every other request until each was done.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { DEMO_FCP } from "../../server/db/demo.ts";
import { closePdfPool } from "../../server/files/pdfCheck.ts";
import { login, openSeededDb, testApp, type TestApp, type TestDb } from "./harness.ts";
import { bin, pdf } from "./pdfBuilder.ts";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** A clean one-page PDF whose content stream inflates to 19 MB of drawing, `n` making each file's bytes its own. */
function slowPdf(n: number): Buffer {
  const content = deflateSync(Buffer.alloc(19_000_000, `${n} ${n} m 1 1 l S\n`));
  const objects = [
    bin("<< /Type /Catalog /Pages 2 0 R >>"),
    bin("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    bin("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"),
    Buffer.concat([bin(`<< /Filter /FlateDecode /Length ${content.length} >>\nstream\n`), content, bin("\nendstream")]),
  ];
  return pdf(objects);
}

let db: TestDb;
let s: TestApp;
let token: string;

test.before(async () => {
  db = await openSeededDb();
  s = await testApp(db.db);
  const r = await login(s.app, "FCP", DEMO_FCP.mobile);
  assert.is(r.status, 200);
  token = r.body.token;
});
test.after(async () => {
  await s.app.close();
  await db.close();
  await closePdfPool();
});

test("/healthz keeps answering while four slow PDF checks run at once", async () => {
  const files = [1, 2, 3, 4].map(slowPdf);
  let settled = 0;
  const uploads = files.map((bytes) =>
    Promise.resolve(
      s.app.inject({
        method: "POST",
        url: "/api/files?kind=ettc",
        payload: bytes,
        headers: {
          "content-type": "application/octet-stream",
          "x-content-sha256": sha(bytes),
          "x-file-name": "ettc.pdf",
          authorization: `Bearer ${token}`,
        },
      }),
    ).finally(() => settled++),
  );
  // /healthz, one request after another, until every upload has its answer
  let whileAllFour = 0;
  for (let i = 0; settled < files.length; i++) {
    assert.ok(i < 100_000, "the uploads are answered");
    await new Promise((resolve) => setImmediate(resolve)); // a turn of the event loop between requests, as a client's would be
    const h = await s.app.inject({ method: "GET", url: "/healthz" });
    assert.is(h.statusCode, 200);
    if (settled === 0) whileAllFour++;
  }
  for (const r of await Promise.all(uploads)) assert.is(r.statusCode, 200, r.body);
  // on the event loop the checks left /healthz a turn only between them (a handful of answers)
  assert.ok(whileAllFour >= 20, `/healthz answered ${whileAllFour} times while all four checks ran`);
});

test.run();
