// What `npm start` prints (issue 49 item 10; decision 069): the start's plain lines, the banner in
// one piece, and the server's JSON log only after the banner is out. A fake start logs as Fastify
// does (a "Server listening at" line while it listens, another just after) into the log it is given.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { bannerText, heldLog, startThenBanner, type Out } from "../../server/startLog.ts";

const listening = (url: string) => `${JSON.stringify({ level: 30, msg: `Server listening at ${url}` })}\n`;
const tick = () => new Promise((r) => setImmediate(r));

/** One transcript of what reached stdout, in order: `out` (the start's lines and the banner) and the log's sink. */
function terminal(outDelay = false) {
  const seen: string[] = [];
  const out: Out = {
    write(text, done) {
      seen.push(text);
      // a pipe where process.stdout writes asynchronously: the callback comes later
      if (outDelay) setImmediate(() => done?.());
      else done?.();
      return true;
    },
  };
  const sink = { write: (line: string) => void seen.push(line) };
  return { seen, out, sink, text: () => seen.join("") };
}

for (const outDelay of [false, true]) {
  test(`the start's lines, then the banner whole, then the log${outDelay ? " (stdout's write completes later)" : ""}`, async () => {
    const t = terminal(outDelay);
    const started = await startThenBanner(
      async ({ logStream, say }) => {
        say("Applied migrations: 001_heroku_tables");
        say("Empty database: loading the demo data...");
        logStream.write(listening("http://127.0.0.1:8080"));
        setImmediate(() => logStream.write(listening("http://192.0.2.2:8080")));
        say("Files go to the database.");
        return { url: "http://localhost:8080" };
      },
      "PGlite in ./data",
      { out: t.out, sink: t.sink },
    );
    await tick();
    await tick();
    assert.is(started.url, "http://localhost:8080");
    const banner = bannerText("http://localhost:8080", "PGlite in ./data");
    assert.equal(t.seen, [
      "Applied migrations: 001_heroku_tables\n",
      "Empty database: loading the demo data...\n",
      "Files go to the database.\n",
      banner,
      listening("http://127.0.0.1:8080"),
      listening("http://192.0.2.2:8080"),
    ]);
    const lines = t.text().split("\n");
    const first = lines.findIndex((l) => l.startsWith("{"));
    assert.ok(
      lines.slice(0, first).every((l) => !l.startsWith("{")),
      "no JSON line before the banner's end",
    );
    assert.ok(lines[first - 1]!.startsWith("The server's log follows"), t.text());
  });
}

test("the banner names the URL, the database and every demo login, in one string", () => {
  const text = bannerText("http://localhost:8080", "PGlite in ./data");
  assert.match(text, /^\nField Ops dashboard on http:\/\/localhost:8080 \(PGlite in \.\/data\)\n/);
  for (const who of ["Asha Verma", "Ravi Kumar", "Meera Iyer", "Sunil Admin"]) assert.ok(text.includes(who), who);
  assert.ok(text.includes("demo1234"));
  assert.ok(text.endsWith("\n"));
});

test("a failed start writes the held log lines, then throws its error", async () => {
  const t = terminal();
  const failure = new Error("PORT 8080 is already in use");
  const thrown = await startThenBanner(
    async ({ logStream }) => {
      logStream.write(listening("http://127.0.0.1:8080"));
      throw failure;
    },
    "PGlite in ./data",
    { out: t.out, sink: t.sink },
  ).catch((e: unknown) => e);
  assert.is(thrown, failure);
  assert.equal(t.seen, [listening("http://127.0.0.1:8080")], "the log line, and no banner");
});

test("the held log passes flush through to its destination", () => {
  let flushed = 0;
  const log = heldLog({
    write: () => undefined,
    flush: (cb) => {
      flushed++;
      cb?.();
    },
  });
  let called = false;
  log.flush(() => (called = true));
  assert.ok(called && flushed === 1);
  const bare = heldLog({ write: () => undefined });
  called = false;
  bare.flush(() => (called = true));
  assert.ok(called, "a destination without flush: the callback at once");
});

test.run();
