// The demo-data generator (pure) and the configuration reader.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loadConfig, ConfigError, DEFAULT_PUSH_HOSTS } from "../../server/config.ts";
import { generate, financialYear, SEED_TABLES } from "../../server/db/gen/index.ts";
import { DEMO_ACCOUNTS, DEMO_CMDI, demoLoginsText, FCP_RECORD_TYPE, WORKSHOP_STAGES } from "../../server/db/demo.ts";
import { DEFAULT_SEED } from "../../server/db/seed.ts";
import { sfid } from "../../server/db/gen/random.ts";
import { LARGE_REGION } from "../../server/db/gen/largeRegion.ts";

const TODAY = new Date(2026, 10, 22);

test("same seed and day -> identical rows; another seed -> different rows", () => {
  const a = generate({ seed: 7, scale: 1, today: TODAY });
  const b = generate({ seed: 7, scale: 1, today: TODAY });
  assert.equal(a, b);
  const c = generate({ seed: 8, scale: 1, today: TODAY });
  assert.not.equal(
    c.opportunity.map((r) => r.name),
    a.opportunity.map((r) => r.name),
  );
  assert.equal(
    c.product_user__c.slice(0, 2).map((r) => r.sfid),
    a.product_user__c.slice(0, 2).map((r) => r.sfid),
    "demo users keep their ids",
  );
});

test("scale 10 gives about ten times the rows of every table", () => {
  const one = generate({ seed: 1, scale: 1, today: TODAY });
  const ten = generate({ seed: 1, scale: 10, today: TODAY });
  for (const tbl of SEED_TABLES) {
    const ratio = ten[tbl].length / one[tbl].length;
    assert.ok(ratio > 8 && ratio < 12, `${tbl}: ${one[tbl].length} -> ${ten[tbl].length}`);
  }
});

test("sfids are unique 18-character ids; heroku ids unique", () => {
  const data = generate({ seed: 3, scale: 2, today: TODAY });
  for (const tbl of SEED_TABLES) {
    const ids = data[tbl].map((r) => r.sfid).filter((x): x is string => typeof x === "string");
    assert.is(new Set(ids).size, ids.length, tbl);
    for (const id of ids) assert.is(id.length, 18, id);
  }
  assert.is(sfid("001", 1).length, 18);
  const heroku = data.opportunity.map((r) => r.heroku_id__c);
  assert.is(new Set(heroku).size, heroku.length);
});

test("workshop dates follow the financial year of 'today' (April to March)", () => {
  for (const today of [new Date(2026, 1, 10), new Date(2026, 3, 1), new Date(2026, 10, 22)]) {
    const fy = financialYear(today);
    assert.is(fy.start.getMonth(), 3);
    assert.is(fy.end.getMonth(), 2);
    assert.ok(fy.start <= today && today <= fy.end);
    const data = generate({ seed: 5, scale: 1, today });
    const start = (r: { start_date_time__c?: unknown }) => new Date(String(r.start_date_time__c).replace(" ", "T"));
    const inYear = data.opportunity.filter((r) => start(r) >= fy.start && start(r) < new Date(fy.end.getTime() + 86_400_000));
    assert.ok(inYear.length / data.opportunity.length > 0.8);
    assert.equal([...new Set(inYear.map((r) => r.stagename))].sort(), [...WORKSHOP_STAGES].sort());
  }
});

test("the large region (issue 50): the demo data as it was, then 40 CMDIs and 1,000 FCPs of Meera's with 50,000 workshops over three years", () => {
  const plain = generate({ seed: 4, scale: 0.2, today: TODAY });
  const large = generate({ seed: 4, scale: 0.2, today: TODAY, largeRegion: true });
  for (const tbl of SEED_TABLES) assert.equal(large[tbl].slice(0, plain[tbl].length), plain[tbl], `${tbl}: the demo rows stay as they were`);
  const added = <T extends (typeof SEED_TABLES)[number]>(tbl: T) => large[tbl].slice(plain[tbl].length);
  const meera = plain.product_user__c[0]!.sfid;
  const cmdis = added("product_user__c");
  assert.is(cmdis.length, LARGE_REGION.cmdis);
  assert.ok(cmdis.every((c) => c.type__c === "CMDI" && c.reporting_to_ammd__c === meera));
  const fcps = added("account");
  assert.is(fcps.length, 1000);
  const region = new Set(cmdis.map((c) => c.sfid));
  assert.ok(fcps.every((f) => region.has(f.assigned_cmdi__c as string) && f.assigned_ammd__c === meera));
  const workshops = added("opportunity");
  assert.is(workshops.length, 50_000);
  const fy = financialYear(TODAY);
  const yearOf = (r: { start_date_time__c?: unknown }) => {
    const d = new Date(String(r.start_date_time__c).replace(" ", "T"));
    return d >= fy.start ? 0 : d >= new Date(fy.start.getFullYear() - 1, 3, 1) ? 1 : d >= new Date(fy.start.getFullYear() - 2, 3, 1) ? 2 : 3;
  };
  const byYear = [0, 1, 2, 3].map((y) => workshops.filter((w) => yearOf(w) === y).length);
  assert.equal(byYear, [14_000, 18_000, 18_000, 0], "three financial years");
  const closed = new Set(["Paid", "Account Approved", "Cancelled"]);
  assert.ok(
    workshops.filter((w) => yearOf(w) > 0).every((w) => closed.has(w.stagename as string)),
    "past years are closed",
  );
  // HPAs and leads per FCP as the demo data makes them, numbered after the demo's
  assert.ok(added("hpa__c").length >= 3 * 1000 && added("lead__c").length >= 1000);
  for (const tbl of ["hpa__c", "lead__c", "lead_history__c", "opportunity", "account", "product_user__c"] as const) {
    const ids = large[tbl].map((r) => r.sfid).filter((x): x is string => typeof x === "string");
    assert.is(new Set(ids).size, ids.length, `${tbl}: sfids unique`);
  }
  const firstLeadHpa = added("lead__c").find((l) => l.hpa__c !== null)!.hpa__c as number;
  assert.ok(firstLeadHpa > plain.hpa__c.length, "a region lead's HPA is a region HPA (ids continue the demo's)");
});

test("the demo CMDI has two active FCPs of one name with different mobiles: the FCP pickers tell them apart (issue 49, decision 068)", () => {
  const data = generate({ seed: DEFAULT_SEED, scale: 1, today: TODAY });
  const mine = data.account.filter((a) => a.recordtypeid === FCP_RECORD_TYPE && a.assigned_cmdi__c === DEMO_CMDI.sfid && a.active__c);
  const twins = [...new Set(mine.map((a) => String(a.name)))].map((n) => mine.filter((a) => a.name === n)).filter((same) => same.length > 1);
  assert.ok(twins.length > 0, "two of the demo CMDI's FCPs share a name");
  assert.ok(
    twins.every((same) => new Set(same.map((a) => String(a.phone).slice(-4))).size === same.length),
    "their mobiles end differently",
  );
});

test("the demo's schools (decision 104): one place of a name in a city, each holding one category of workshop, and a workshop's school holds its category", () => {
  for (const scale of [1, 3]) {
    const data = generate({ seed: DEFAULT_SEED, scale, today: TODAY });
    const places = data.account.filter((a) => a.recordtypeid !== FCP_RECORD_TYPE);
    const names = places.map((a) => String(a.name));
    assert.is(new Set(names).size, names.length, `scale ${scale}: no two schools of one name (${names.length})`);
    assert.equal([...new Set(places.map((a) => a.category__c))].sort(), ["College", "Hobby Centre", "School"]);
    const categoryOf = new Map(places.map((a) => [a.sfid, a.category__c]));
    const held = data.opportunity.filter((w) => w.hpa_school__c);
    assert.ok(held.length > 0);
    assert.ok(
      held.every((w) => categoryOf.get(w.hpa_school__c) === w.category__c),
      "a School workshop is at a school, a College one at a college",
    );
  }
});

test("demo accounts: the four logins, printed for npm start", () => {
  assert.equal(
    DEMO_ACCOUNTS.map((a) => [a.label, a.name, a.mobile]),
    [
      ["FCP", "Asha Verma", "9000000001"],
      ["CMDI", "Ravi Kumar", "9000000002"],
      ["AMMD", "Meera Iyer", "9000000003"],
      ["Super Admin", "Sunil Admin", "9000000004"],
    ],
  );
  const text = demoLoginsText();
  for (const a of DEMO_ACCOUNTS) assert.ok(text.includes(a.mobile) && text.includes(a.name));
  assert.ok(text.includes("demo1234"));
});

test("config: defaults", () => {
  const c = loadConfig({});
  assert.equal(c, {
    port: 8080,
    host: "0.0.0.0",
    dataDir: "./data",
    databaseUrl: undefined,
    sessionDays: 30,
    logLevel: "info",
    loginLimitPerMobile: 10,
    loginLimitPerAddress: 50,
    loginLimitWindowMs: 15 * 60_000,
    trustProxy: false,
    https: "auto",
    rowCheck: "first",
    pgPrepare: "on",
    smsGateway: null,
    otpSecret: undefined,
    otpLimitPerMobile: 5,
    otpLimitPerAddress: 20,
    helpline: { name: "Programme helpline", phone: null, email: null },
    vapid: null,
    vapidSubject: "mailto:fieldops@example.org",
    fileStore: "db",
    s3: null,
    pushHosts: DEFAULT_PUSH_HOSTS,
    smsRetrySeconds: 10,
    mapTileUrl: null,
    writeLimitPerMinute: 60,
    fieldDevicesStaleDays: 3,
    reminderApprovalHours: 48,
    reminderEscalationHours: 96,
  });
  assert.is(loadConfig({ REMINDER_APPROVAL_HOURS: "24" }).reminderApprovalHours, 24);
  assert.throws(() => loadConfig({ REMINDER_ESCALATION_HOURS: "0" }), /REMINDER_ESCALATION_HOURS/);
  assert.is(loadConfig({ FIELD_DEVICES_STALE_DAYS: "7" }).fieldDevicesStaleDays, 7);
  assert.is(loadConfig({ ROW_CHECK: "Every" }).rowCheck, "every");
  assert.throws(() => loadConfig({ ROW_CHECK: "some" }), /ROW_CHECK must be one of first, every/);
  assert.is(loadConfig({ PG_PREPARE: "OFF" }).pgPrepare, "off");
  assert.throws(() => loadConfig({ PG_PREPARE: "no" }), /PG_PREPARE must be one of on, off/);
  assert.is(loadConfig({ HTTPS: "On" }).https, "on");
  assert.throws(() => loadConfig({ HTTPS: "yes" }), /HTTPS must be one of auto, on, off/);
  const d = loadConfig({ PORT: "9000", DATABASE_URL: "postgres://u@h:5432/db", LOG_LEVEL: "WARN", SESSION_DAYS: "7", DATA_DIR: "/tmp/x" });
  assert.equal([d.port, d.databaseUrl, d.logLevel, d.sessionDays, d.dataDir], [9000, "postgres://u@h:5432/db", "warn", 7, "/tmp/x"]);
  assert.is(loadConfig({ DATABASE_URL: "" }).databaseUrl, undefined);
});

test("config: TRUST_PROXY takes true/false, a hop count, or addresses and CIDR ranges", () => {
  const tp = (v: string | undefined) => loadConfig({ TRUST_PROXY: v }).trustProxy;
  assert.equal([tp(undefined), tp(""), tp("false"), tp("FALSE"), tp("0"), tp("true"), tp(" True ")], [false, false, false, false, false, true, true]);
  assert.equal([tp("1"), tp("2"), tp("100")], [1, 2, 100]);
  assert.equal(tp("10.0.0.1"), ["10.0.0.1"]);
  assert.equal(tp(" 10.0.0.0/8, 192.168.1.0/255.255.255.0,::1, fd00::/8 ,loopback "), [
    "10.0.0.0/8",
    "192.168.1.0/255.255.255.0",
    "::1",
    "fd00::/8",
    "loopback",
  ]);
});

test("config: a bad value throws naming the variable", () => {
  const bad: Array<[string, string]> = [
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SESSION_DAYS", "0"],
    ["LOG_LEVEL", "loud"],
    ["DATABASE_URL", "mysql://x"],
    ["LOGIN_LIMIT_PER_MOBILE", "-1"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "101"],
    ["TRUST_PROXY", "10.0.0.300"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "::1/129"],
    ["TRUST_PROXY", "10.0.0.1, proxy.example.com"],
    ["TRUST_PROXY", "10.0.0.0/8/8"],
    ["TRUST_PROXY", ","],
    ["HOST", "not a host!"],
    ["HOST", "http://localhost"],
    ["HOST", "-bad.example"],
    ["HOST", "10.0.0.1:8080"],
  ];
  for (const [name, value] of bad) {
    try {
      loadConfig({ [name]: value });
      assert.unreachable(`${name}=${value} accepted`);
    } catch (e) {
      assert.instance(e, ConfigError);
      assert.ok((e as Error).message.includes(name), (e as Error).message);
    }
  }
});

test("config: HOST takes an IP address or a host name", () => {
  for (const host of ["0.0.0.0", "127.0.0.1", "::", "::1", "localhost", "app-1.internal.example.com"])
    assert.is(loadConfig({ HOST: host }).host, host);
  assert.match(
    (() => {
      try {
        loadConfig({ HOST: "not a host!" });
        return "";
      } catch (e) {
        return (e as Error).message;
      }
    })(),
    /^Invalid configuration: HOST must be an IP address/,
  );
});

test.run();
