// An FCP's workshop plans (issue 15; decision 029), through POST /api/query on PGlite and
// PostgreSQL with the server's clock fixed to 22 Nov 2026 (India): a complete plan becomes a
// workshop of the FCP's account in Planning (its CMDI and AMMD the account's, an sfid issued, the
// article lines stored), shows in the FCP's list and may be submitted; every rule of the form is a
// 400 at its field and writes nothing; another's workshop is a 404; a plan past Planning is a 409;
// a changed plan is a new version (an old submit is stale); a repeated key saves once; the
// allowance stops a submit with a message that says so.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { msg } from "../../src/codecs/language.ts";
import { ENGLISH } from "../../src/codecs/translate.ts";
import { emptyPlan, type PlanValues } from "../../src/codecs/workshopPlan.ts";
import { DEMO_AMMD, DEMO_CMDI, DEMO_FCP, FCP_RECORD_TYPE } from "../../server/db/demo.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import { APP_SFID_PREFIX } from "../../server/ops/workshopPlan.ts";
import { demoHash, login, openTestDb, testApp, type TestApp, type TestDb } from "./harness.ts";

const NOW = new Date("2026-11-22T06:00:00Z");
let db: TestDb;
let s: TestApp;
const tok: Record<"asha" | "ravi" | "otherFcp", string> = { asha: "", ravi: "", otherFcp: "" };
let school = "";
let college = "";
let fcpSfids: string[] = [];
let articles: string[] = [];
let inactiveArticle = "";
const rows = async (sql: string, params: unknown[] = []) => (await db.db.query(sql, params)).rows as any[];

test.before(async () => {
  db = await openTestDb();
  await migrate(db.db);
  await seed(db.db, { seed: 42, scale: 1, today: new Date(2026, 10, 22), passwordHash: await demoHash() });
  s = await testApp(db.db, { now: () => NOW });
  tok.asha = (await login(s.app, "FCP", DEMO_FCP.mobile)).body.token;
  tok.ravi = (await login(s.app, "CMDI", DEMO_CMDI.mobile)).body.token;
  const [other] = await rows("SELECT phone FROM account WHERE recordtypeid = $1 AND sfid <> $2 AND active__c ORDER BY id LIMIT 1", [
    FCP_RECORD_TYPE,
    DEMO_FCP.sfid,
  ]);
  tok.otherFcp = (await login(s.app, "FCP", other.phone)).body.token;
  school = (await rows("SELECT sfid FROM account WHERE recordtypeid <> $1 AND category__c = 'School' ORDER BY id LIMIT 1", [FCP_RECORD_TYPE]))[0]
    .sfid;
  college = (await rows("SELECT sfid FROM account WHERE recordtypeid <> $1 AND category__c = 'College' ORDER BY id LIMIT 1", [FCP_RECORD_TYPE]))[0]
    .sfid;
  fcpSfids = (await rows("SELECT sfid FROM account WHERE recordtypeid = $1", [FCP_RECORD_TYPE])).map((r) => r.sfid);
  articles = (await rows("SELECT sfid FROM article__c WHERE active__c ORDER BY id LIMIT 3")).map((r) => r.sfid);
  inactiveArticle = (await rows("SELECT sfid FROM article__c WHERE active__c = false ORDER BY id LIMIT 1"))[0].sfid;
});
test.after(async () => {
  await s.app.close();
  await db.close();
});

let keyNo = 0;
async function send(who: keyof typeof tok, op: string, params: unknown, key = `plan-${++keyNo}-${process.pid}`) {
  const r = await s.app.inject({
    method: "POST",
    url: "/api/query",
    payload: { op, params },
    headers: { authorization: `Bearer ${tok[who]}`, "idempotency-key": key },
  });
  return {
    status: r.statusCode,
    body: r.json() as { rows?: any[]; error?: string; message?: string; field?: string; values?: Record<string, string | number> },
  };
}

const plan = (over: Partial<PlanValues> = {}): PlanValues => ({
  ...emptyPlan(),
  start_date: "2026-12-10",
  start_time: "10:30",
  category: "School",
  school,
  planned: "30",
  expense_head: "Other",
  other_expense_head_name: "Banner",
  articles: [
    { article: articles[0]!, quantity: "12" },
    { article: articles[1]!, quantity: "4" },
  ],
  ...over,
});
const count = async () => Number((await rows("SELECT count(*)::int AS n FROM opportunity"))[0].n);

test("the schools are the listed non-FCP accounts, by name; only an FCP asks", async () => {
  const r = await send("asha", "workshops.schools", {});
  assert.is(r.status, 200);
  assert.ok(r.body.rows!.length > 5, "the demo's schools are listed");
  assert.ok(
    r.body.rows!.every((x) => !fcpSfids.includes(x.sfid)),
    "no FCP account is a school",
  );
  const names = r.body.rows!.map((x) => String(x.name).toLowerCase());
  assert.equal(
    names,
    [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    "ordered by name",
  );
  // each with the category of workshop it holds (decision 104), the demo's one place of a name in a city
  assert.equal([...new Set(r.body.rows!.map((x) => x.category))].sort(), ["College", "Hobby Centre", "School"]);
  assert.is(new Set(names).size, names.length, "no two schools of one name");
  assert.is((await send("ravi", "workshops.schools", {})).status, 403);
});

test("a complete plan is a workshop of the FCP's account in Planning, listed, and may be submitted", async () => {
  const before = await count();
  const r = await send("asha", "workshops.savePlan", { values: plan() });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const id = r.body.rows![0].id as number;
  assert.is(await count(), before + 1);
  const [w] = await rows("SELECT * FROM opportunity WHERE id = $1", [id]);
  assert.is(w.stagename, "Planning");
  assert.ok(String(w.sfid).startsWith(APP_SFID_PREFIX) && w.sfid.length === 18, `an issued sfid: ${w.sfid}`);
  assert.equal([w.accountid, w.assigned_cmdi__c, w.assigned_ammd__c, w.fcpname__c], [DEMO_FCP.sfid, DEMO_CMDI.sfid, DEMO_AMMD.sfid, DEMO_FCP.name]);
  assert.equal(
    [w.category__c, w.hpa_school__c, w.no_of_participants__c, w.expense_head__c, w.other_expense_head_name__c],
    ["School", school, 30, "Other", "Banner"],
  );
  const lines = await rows("SELECT article__c, quantity__c FROM workshop_article__c WHERE opportunity__heroku_id__c = $1 ORDER BY id", [
    w.heroku_id__c,
  ]);
  assert.equal(lines, [
    { article__c: articles[0], quantity__c: 12 },
    { article__c: articles[1], quantity__c: 4 },
  ]);
  assert.is(
    (await rows("SELECT count(*)::int AS n FROM app_audit WHERE action = 'workshop.planned' AND detail->>'workshop' = $1", [String(id)]))[0].n,
    1,
  );
  const mine = await send("asha", "workshops.mine", {});
  assert.ok(
    mine.body.rows!.some((x) => x.id === id && x.stagename === "Planning"),
    "the FCP's list holds the plan",
  );
  const d = await send("asha", "workshops.details", { id });
  assert.is(d.body.rows![0].facts.articles, 2);
  const sub = await send("asha", "workshops.transition", { id, event: "workshop.submit", version: d.body.rows![0].lifecycle_version });
  assert.is(sub.status, 200, JSON.stringify(sub.body));
  assert.is(sub.body.rows![0].stagename, "Awaiting Workshop Confirmation");
  // its CMDI sees it in their list
  assert.ok((await send("ravi", "workshops.mine", {})).body.rows!.some((x) => x.id === id));
});

test("a plan's name is its category and place in the planner's language (decision 115): English, or Hindi once they read Hindi", async () => {
  const [{ name: place }] = await rows("SELECT name FROM account WHERE sfid = $1", [college]);
  const nameOfSaved = async () => {
    const r = await send("otherFcp", "workshops.savePlan", { values: plan({ category: "College", school: college }) });
    assert.is(r.status, 200, JSON.stringify(r.body));
    return (await rows("SELECT name FROM opportunity WHERE id = $1", [r.body.rows![0].id]))[0].name;
  };
  assert.is(await nameOfSaved(), `College Workshop - ${place}`);
  const language = (l: string) => send("otherFcp", "account.language", { language: l });
  assert.is((await language("hi")).status, 200);
  try {
    assert.is(await nameOfSaved(), `कॉलेज वर्कशॉप - ${place}`);
  } finally {
    await language("en");
  }
});

test("an Art Avenue plan needs no school (and keeps none)", async () => {
  const r = await send("asha", "workshops.savePlan", {
    values: plan({ category: "Art Avenue", school: "", expense_head: "Material", other_expense_head_name: "ignored" }),
  });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const [w] = await rows("SELECT hpa_school__c, other_expense_head_name__c, name FROM opportunity WHERE id = $1", [r.body.rows![0].id]);
  assert.equal([w.hpa_school__c, w.other_expense_head_name__c, w.name], [null, null, "Art Avenue Workshop"]);
});

const BAD: Array<[string, { [K in keyof PlanValues]?: PlanValues[K] | (() => PlanValues[K]) }, string, RegExp]> = [
  ["no date", { start_date: "" }, "start_date", /choose the date/],
  ["a date in the past", { start_date: "2026-11-21" }, "start_date", /cannot be in the past/],
  ["a date after this financial year", { start_date: "2027-04-01" }, "start_date", /this financial year/],
  ["a date that does not exist", { start_date: "2026-02-30" }, "start_date", /YYYY-MM-DD/],
  ["a time that does not exist", { start_time: "25:00" }, "start_time", /HH:MM/],
  ["no category", { category: "" }, "category", /category/],
  ["a category not on the list", { category: "Garden" }, "category", /category/],
  ["a school workshop without a school", { school: "" }, "school", /choose the school/],
  ["a school not on the list", { school: DEMO_FCP.sfid }, "school", /not on the list/],
  // decision 104: a place holds the workshops of its own category
  ["a school workshop at a college", { school: () => college }, "school", /does not hold workshops of the chosen category/],
  ["no planned participants", { planned: "" }, "planned", /planned participants/],
  ["0 planned participants", { planned: "0" }, "planned", /whole number from 1 to 500/],
  ["501 planned participants", { planned: "501" }, "planned", /whole number from 1 to 500/],
  ["1.5 planned participants", { planned: "1.5" }, "planned", /whole number/],
  ["'Other' without its name", { other_expense_head_name: " " }, "other_expense_head_name", /'Other' expense head/],
  ["no articles", { articles: [] }, "articles", /at least one article/],
  ["a quantity of 0", { articles: [{ article: "x", quantity: "0" }] }, "quantity-0", /whole number from 1/],
  ["a quantity of 1.5", { articles: [{ article: "x", quantity: "1.5" }] }, "quantity-0", /whole number/],
  ["a quantity of -1", { articles: [{ article: "x", quantity: "-1" }] }, "quantity-0", /whole number/],
  [
    "an article twice",
    {
      articles: [
        { article: "A", quantity: "1" },
        { article: "A", quantity: "2" },
      ],
    },
    "article-1",
    /listed twice/,
  ],
];

test("every rule of the form is a 400 at its field, and nothing is written", async () => {
  const before = await count();
  for (const [what, over, field, message] of BAD) {
    // a value known once the demo data is in (the college) is given as a function
    const values = plan(Object.fromEntries(Object.entries(over).map(([k, v]) => [k, typeof v === "function" ? v() : v])));
    if (values.articles.length && values.articles[0]!.article === "x")
      values.articles = values.articles.map((a) => ({ ...a, article: articles[0]! }));
    const r = await send("asha", "workshops.savePlan", { values });
    assert.is(r.status, 400, `${what}: ${JSON.stringify(r.body)}`);
    assert.is(r.body.field, field, what);
    assert.match(r.body.message!, message, what);
  }
  const inactive = await send("asha", "workshops.savePlan", {
    values: plan({
      articles: [
        { article: articles[0]!, quantity: "1" },
        { article: inactiveArticle, quantity: "1" },
      ],
    }),
  });
  assert.equal([inactive.status, inactive.body.field], [400, "article-1"]);
  assert.match(inactive.body.message!, /not on the active article list/);
  const stray = await send("asha", "workshops.savePlan", { values: { ...plan(), sql: "DROP TABLE opportunity" } });
  assert.is(stray.status, 400);
  assert.match(stray.body.message!, /Unknown plan field: sql/);
  assert.is(await count(), before, "no workshop was made");
});

test("a changed plan replaces its lines and is a new version: a submit on the old version is stale", async () => {
  const id = (await send("asha", "workshops.savePlan", { values: plan() })).body.rows![0].id as number;
  const v0 = (await send("asha", "workshops.details", { id })).body.rows![0].lifecycle_version as number;
  const r = await send("asha", "workshops.savePlan", { id, values: plan({ planned: "45", articles: [{ article: articles[2]!, quantity: "7" }] }) });
  assert.is(r.status, 200, JSON.stringify(r.body));
  const d = (await send("asha", "workshops.details", { id })).body.rows![0];
  assert.is(d.no_of_participants__c, 45);
  assert.equal(
    d.articles.map((a: { quantity__c: number }) => a.quantity__c),
    [7],
  );
  assert.is(d.lifecycle_version, v0 + 1);
  const stale = await send("asha", "workshops.transition", { id, event: "workshop.submit", version: v0 });
  assert.is(stale.status, 409);
  assert.match(stale.body.message!, /changed since you opened it/);
});

test("a changed plan from a version (decision 079): a field nobody else touched merges, a field both changed is a conflict that writes nothing; no base: the last write wins", async () => {
  const made = await send("asha", "workshops.savePlan", { values: plan() });
  const id = made.body.rows![0].id as number;
  const v0 = made.body.rows![0].version as number;
  assert.is(v0, 0, "a new plan answers its version");
  const base = { version: v0, values: plan() };
  const stored = () =>
    rows(
      `SELECT o.no_of_participants__c, o.expense_head__c, o.other_expense_head_name__c, o.lifecycle_version,
              array(SELECT wa.article__c || ':' || wa.quantity__c FROM workshop_article__c wa WHERE wa.opportunity__heroku_id__c = o.heroku_id__c ORDER BY wa.id) AS lines
         FROM opportunity o WHERE o.id = $1`,
      [id],
    );
  // phone A: the planned participants, from the version both started from
  const a = await send("asha", "workshops.savePlan", { id, values: plan({ planned: "45" }), base });
  assert.equal(a.body.rows, [{ id, version: v0 + 1 }], JSON.stringify(a.body));
  // phone B, from the same version: the articles and the expense head (nobody else touched them): merged, A's 45 kept
  const b = await send("asha", "workshops.savePlan", {
    id,
    values: plan({ expense_head: "Material", other_expense_head_name: "", articles: [{ article: articles[2]!, quantity: "7" }] }),
    base,
  });
  assert.equal(b.body.rows, [{ id, version: v0 + 2 }], JSON.stringify(b.body));
  assert.equal(await stored(), [
    {
      no_of_participants__c: 45,
      expense_head__c: "Material",
      other_expense_head_name__c: null,
      lifecycle_version: v0 + 2,
      lines: [`${articles[2]}:7`],
    },
  ]);
  // phone C, from the same old version: the participants too (both changed them, differently): refused whole
  const before = await stored();
  const c = (await send("asha", "workshops.savePlan", { id, values: plan({ planned: "50", start_time: "11:00" }), base })) as unknown as {
    status: number;
    body: { error: string; message: string; conflict: { version: number; current: Record<string, string>; fields: string[] } };
  };
  assert.equal([c.status, c.body.error, c.body.conflict.fields, c.body.conflict.version], [409, "conflict", ["planned"], v0 + 2]);
  assert.equal(c.body.conflict.current, {
    start_date: "2026-12-10",
    start_time: "10:30",
    category: "School",
    school,
    planned: "45",
    expense_head: "Material",
    other_expense_head_name: "",
    articles: `${articles[2]}:7`,
  });
  assert.equal(await stored(), before, "a conflict changes nothing");
  // the article lines both changed, differently, are one conflicting field
  const l = (await send("asha", "workshops.savePlan", {
    id,
    values: plan({ articles: [{ article: articles[0]!, quantity: "1" }] }),
    base,
  })) as unknown as {
    status: number;
    body: { conflict: { fields: string[] } };
  };
  assert.equal([l.status, l.body.conflict.fields], [409, ["articles"]]);
  // a write without a base (recorded or queued before versions) is the last write, as before, and moves the version
  const old = await send("asha", "workshops.savePlan", { id, values: plan({ planned: "20" }) });
  assert.equal(old.body.rows, [{ id, version: v0 + 3 }]);
  assert.equal((await stored())[0].no_of_participants__c, 20);
  assert.equal((await stored())[0].lines, [`${articles[0]}:12`, `${articles[1]}:4`]);
});

test("another FCP's workshop is a 404 and a plan past Planning is a 409; neither changes", async () => {
  const id = (await send("asha", "workshops.savePlan", { values: plan() })).body.rows![0].id as number;
  const before = await rows("SELECT no_of_participants__c, lifecycle_version FROM opportunity WHERE id = $1", [id]);
  const foreign = await send("otherFcp", "workshops.savePlan", { id, values: plan({ planned: "99" }) });
  assert.is(foreign.status, 404);
  assert.is(foreign.body.message, "This workshop was not found");
  const [moved] = await rows("SELECT id FROM opportunity WHERE accountid = $1 AND stagename = 'Execution' ORDER BY id LIMIT 1", [DEMO_FCP.sfid]);
  const late = await send("asha", "workshops.savePlan", { id: moved.id, values: plan() });
  assert.is(late.status, 409);
  assert.equal(
    [late.body.message, late.body.values],
    ["This workshop is in {stage} now: only a plan in Planning can be changed.", { stage: "Execution" }],
  );
  assert.equal(await rows("SELECT no_of_participants__c, lifecycle_version FROM opportunity WHERE id = $1", [id]), before);
  assert.is((await send("ravi", "workshops.savePlan", { values: plan() })).status, 403, "only an FCP plans");
});

test("the same key sent again saves the plan once", async () => {
  const before = await count();
  const a = await send("asha", "workshops.savePlan", { values: plan() }, `plan-once-${process.pid}`);
  const b = await send("asha", "workshops.savePlan", { values: plan() }, `plan-once-${process.pid}`);
  assert.equal([a.status, b.status], [200, 200]);
  assert.equal(b.body.rows, a.body.rows);
  assert.is(await count(), before + 1);
});

test("at the account's allowance a plan is still saved as a draft, and its submit says how many are allowed", async () => {
  const id = (await send("asha", "workshops.savePlan", { values: plan() })).body.rows![0].id as number;
  const [{ n }] = await rows(
    `SELECT count(*)::int AS n FROM opportunity WHERE accountid = $1 AND stagename NOT IN ('Planning', 'Cancelled')
        AND start_date_time__c >= '2026-04-01' AND start_date_time__c < '2027-04-01'`,
    [DEMO_FCP.sfid],
  );
  await db.db.query("UPDATE account SET allowed_workshop__c = $2 WHERE sfid = $1", [DEMO_FCP.sfid, n]);
  try {
    const d = (await send("asha", "workshops.details", { id })).body.rows![0];
    const r = await send("asha", "workshops.transition", { id, event: "workshop.submit", version: d.lifecycle_version });
    assert.is(r.status, 409);
    assert.is(ENGLISH(msg(r.body.message!, r.body.values!)), `You may plan ${n} workshops in this financial year, and ${n} are planned.`);
    assert.is((await rows("SELECT stagename FROM opportunity WHERE id = $1", [id]))[0].stagename, "Planning");
  } finally {
    await db.db.query("UPDATE account SET allowed_workshop__c = 25 WHERE sfid = $1", [DEMO_FCP.sfid]);
  }
});

test.run();
