// Static client, index.html fallback, security headers, compression, demo media.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { fakeWww, openTestDb, testApp, type TestApp, type TestDb } from "./harness.ts";
import { migrate } from "../../server/db/migrate.ts";

let t: TestDb;
let s: TestApp;
let www: ReturnType<typeof fakeWww>;

test.before(async () => {
  t = await openTestDb();
  await migrate(t.db);
  www = fakeWww();
  s = await testApp(t.db, { staticDir: www.dir });
});
test.after(async () => {
  await s.app.close();
  await t.close();
  www.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: "GET", url, headers });

test("hashed assets are cached for a year, immutable", async () => {
  const r = await get("/assets/main-ABC123.js");
  assert.is(r.statusCode, 200);
  assert.is(r.headers["cache-control"], "public, max-age=31536000, immutable");
});

test("/api/ping answers 204 with no body, never cached, without a session (the client's reachability check)", async () => {
  const r = await get("/api/ping");
  assert.is(r.statusCode, 204);
  assert.is(r.body, "");
  assert.is(r.headers["cache-control"], "no-store");
});

test("every client route gets index.html, never cached", async () => {
  for (const path of ["/", "/signin", "/homeCMDI", "/listOutlet?x=1", "/no/such/page", "/index.html"]) {
    const r = await get(path);
    assert.is(r.statusCode, 200, path);
    assert.ok(r.body.includes("<title>Field Ops</title>"), path);
    assert.is(r.headers["cache-control"], "no-cache", path);
    assert.match(String(r.headers["content-type"]), /text\/html/);
  }
});

test("/signin gets signin.html (the card drawn at build time) when the build wrote it, never cached; other routes index.html", async () => {
  const drawn = fakeWww();
  writeFileSync(join(drawn.dir, "signin.html"), "<!doctype html><title>Field Ops</title><div id=root><main>Sign in</main></div>");
  const app = await testApp(t.db, { staticDir: drawn.dir });
  try {
    const r = await app.app.inject({ method: "GET", url: "/signin?next=1" });
    assert.is(r.statusCode, 200);
    assert.ok(r.body.includes("<main>Sign in</main>"));
    assert.is(r.headers["cache-control"], "no-cache");
    assert.match(String(r.headers["content-type"]), /text\/html/);
    assert.ok(!(await app.app.inject({ method: "GET", url: "/homeFCP" })).body.includes("<main>"), "another route is not drawn as /signin");
  } finally {
    await app.app.close();
    drawn.remove();
  }
});

test("unknown /api paths and missing assets are 404 JSON", async () => {
  for (const [method, url] of [
    ["GET", "/api/nope"],
    ["POST", "/api/nope"],
    ["GET", "/api"],
    ["GET", "/assets/missing.js"],
    ["DELETE", "/signin"],
  ] as const) {
    const r = await s.app.inject({ method, url });
    assert.is(r.statusCode, 404, `${method} ${url}`);
    assert.is(r.json().error, "not_found");
  }
});

test("security headers: CSP allowing self, data:/blob: images and inline styles", async () => {
  const r = await get("/signin");
  const csp = String(r.headers["content-security-policy"]);
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /img-src 'self' data: blob:/);
  assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  assert.match(csp, /script-src 'self'/);
  assert.not.match(csp, /upgrade-insecure-requests/);
  assert.is(r.headers["x-content-type-options"], "nosniff");
  assert.ok(r.headers["x-frame-options"]);
});

test("every answer says the server's own time: Server-Timing app;dur=<ms> (a page, the ping, a refused query; decision 089)", async () => {
  const answers = [await get("/signin"), await get("/api/ping"), await s.app.inject({ method: "POST", url: "/api/query", payload: { op: "today" } })];
  assert.equal(
    answers.map((r) => r.statusCode),
    [200, 204, 401],
  );
  for (const r of answers) {
    const m = /^app;dur=(\d+\.\d)$/.exec(String(r.headers["server-timing"]));
    assert.ok(m, `server-timing: ${r.headers["server-timing"]}`);
    assert.ok(Number(m![1]) >= 0);
  }
});

test("X-Frame-Options agrees with frame-ancestors 'none': DENY (issue 26.6)", async () => {
  const r = await get("/signin");
  assert.match(String(r.headers["content-security-policy"]), /frame-ancestors 'none'/);
  assert.is(r.headers["x-frame-options"], "DENY");
});

test("HSTS only when the app knows it is served over HTTPS: HTTPS=on, or a trusted proxy's X-Forwarded-Proto (issue 26.6)", async () => {
  const hsts = (r: { headers: Record<string, unknown> }) => r.headers["strict-transport-security"];
  const https = { "x-forwarded-proto": "https" };
  assert.is(hsts(await get("/signin")), undefined, "plain HTTP: none");
  assert.is(hsts(await get("/signin", https)), undefined, "X-Forwarded-Proto from a proxy not trusted (TRUST_PROXY unset): none");
  const behind = await testApp(t.db, { staticDir: www.dir, config: { trustProxy: 1 } });
  const on = await testApp(t.db, { staticDir: www.dir, config: { https: "on" } });
  const off = await testApp(t.db, { staticDir: www.dir, config: { https: "off", trustProxy: 1 } });
  try {
    const via = (a: TestApp, headers: Record<string, string> = {}) => a.app.inject({ method: "GET", url: "/signin", headers });
    assert.is(hsts(await via(behind, https)), "max-age=31536000; includeSubDomains", "a trusted proxy says https");
    assert.is(hsts(await via(behind, { "x-forwarded-proto": "http" })), undefined, "a trusted proxy says http");
    assert.is(hsts(await via(on)), "max-age=31536000; includeSubDomains", "HTTPS=on");
    assert.is(hsts(await on.app.inject({ method: "GET", url: "/api/ping" })), "max-age=31536000; includeSubDomains", "on the API too");
    assert.is(hsts(await via(off, https)), undefined, "HTTPS=off: never");
  } finally {
    await Promise.all([behind.app.close(), on.app.close(), off.app.close()]);
  }
});

test("responses are gzipped when asked", async () => {
  const r = await get("/assets/main-ABC123.js", { "accept-encoding": "gzip" });
  assert.is(r.headers["content-encoding"], "gzip");
  assert.ok(gunzipSync(r.rawPayload).toString().includes("xxxx"));
});

test("demo media: news SVGs and PDFs are served; others 404", async () => {
  const svg = await get("/media/news/1.svg");
  assert.is(svg.statusCode, 200);
  assert.match(String(svg.headers["content-type"]), /image\/svg\+xml/);
  assert.ok(svg.body.startsWith("<svg") && svg.body.includes("</svg>"));
  const pdf = await get("/media/ettc/3.pdf");
  assert.is(pdf.statusCode, 200);
  assert.ok(pdf.rawPayload.subarray(0, 5).toString() === "%PDF-");
  for (const url of ["/media/news/0.svg", "/media/news/x.svg", "/media/secret/1.svg", "/media/news/1.pdf", "/media/news/..%2F1.svg"]) {
    assert.is((await get(url)).statusCode, 404, url);
  }
});

test("source maps and the esbuild metafile in www/ are never served", async () => {
  writeFileSync(join(www.dir, "meta.json"), JSON.stringify({ inputs: { "src/main.ts": {} }, outputs: {} }));
  writeFileSync(join(www.dir, "assets", "main-ABC123.js.map"), JSON.stringify({ version: 3, sources: ["../src/main.ts"], mappings: "" }));
  writeFileSync(join(www.dir, "assets", "main-ABC123.css.map"), JSON.stringify({ version: 3, sources: ["../src/app.css"], mappings: "" }));
  for (const url of ["/assets/main-ABC123.js.map", "/assets/main-ABC123.css.map", "/assets/main-ABC123.js%2Emap", "/assets/./main-ABC123.js.map"]) {
    const r = await get(url);
    assert.is(r.statusCode, 404, url);
    assert.not.ok(r.body.includes("src/"), url);
  }
  for (const url of ["/meta.json", "/META.JSON", "/meta.json?x=1"]) {
    const r = await get(url);
    assert.not.ok(r.body.includes("src/main.ts"), url);
    assert.match(String(r.headers["content-type"]), /text\/html/, `${url} is a client route, not the file`);
  }
  assert.is((await get("/assets/main-ABC123.js")).statusCode, 200, "the assets themselves still are");
});

test("the production build writes its metafile outside www/ and links no source maps", async () => {
  const build = await import("../../scripts/clientBuild/options.ts");
  const prod = build.buildOptions(true);
  assert.is(prod.sourcemap, "external", "maps are written, but no sourceMappingURL points at them");
  assert.is(prod.metafile, true);
  const served = resolve(prod.outdir, "..");
  assert.is(served, resolve("www"));
  const meta = relative(served, resolve(build.META_FILE));
  assert.ok(meta.startsWith("..") || isAbsolute(meta), `${build.META_FILE} is outside www/`);
  assert.is(build.buildOptions(false).sourcemap, "inline", "development builds keep inline maps");
});

test("without a built client, pages answer 503 and the API still works", async () => {
  const bare = await testApp(t.db);
  try {
    const r = await bare.app.inject({ method: "GET", url: "/signin" });
    assert.is(r.statusCode, 503);
    assert.is(r.json().error, "not_built");
    assert.is((await bare.app.inject({ method: "GET", url: "/api/me" })).statusCode, 401);
  } finally {
    await bare.app.close();
  }
});

test.run();
