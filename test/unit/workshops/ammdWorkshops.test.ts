// The AMMD list's rules on the cached rows (src/codecs/ammdWorkshops.ts), the carried state a link
// holds, the programme's calendar, the super admin's tabs and search, and who may call what.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  DEFAULT_FILTERS,
  effectiveFilters,
  fcpChoices,
  filterAmmdRows,
  tabCounts,
  filtersFromCarried,
  indexAmmdRows,
  carriedOf,
  carriesFilters,
  type AmmdFilters,
} from "../../../src/codecs/ammdWorkshops.ts";
import { mayCall } from "../../../src/codecs/contract.ts";
import { financialYearOf, programmeDate, programmeWallClock, type FinancialYear } from "../../../src/codecs/calendar.ts";

const bounds = ({ start, end }: FinancialYear) => ({ start, end });
import { ammdWorkshopsLink, decodeNavParams, navHref, workshopLink } from "../../../src/codecs/navParams.ts";
import { peopleOfTab, type PersonRow } from "../../../src/codecs/superAdmin.ts";
import type { AmmdWorkshopRow, WorkshopRow } from "../../../src/codecs/workshop.ts";

const row = (id: number, over: Partial<AmmdWorkshopRow> = {}): AmmdWorkshopRow => ({
  id,
  sfid: `006${id}`,
  heroku_id__c: null,
  name: `W${id}`,
  stagename: "AMMD Confirmation",
  start_date_time__c: "2026-05-01T10:00:00",
  end_date_time__c: null,
  createddate: `2026-04-${String(10 + (id % 20)).padStart(2, "0")}T09:00:00`,
  accountid: "001A",
  fcpname__c: "Asha",
  assigned_cmdi__c: "a0BR",
  cmdi_name__c: "Ravi",
  assigned_ammd__c: "a0BM",
  ...over,
});
const ids = (rows: readonly WorkshopRow[]) => rows.map((r) => r.id);

const rows: WorkshopRow[] = [
  row(1),
  row(2, { stagename: "Execution", fcpname__c: "Bina", accountid: "001B" }),
  row(3, { stagename: "CMDI Verification", assigned_cmdi__c: "a0BX", cmdi_name__c: "Xavier" }),
  row(4, { createddate: null }),
  row(5, { stagename: "Paid" }),
  row(6, { stagename: "Execution", createddate: "2026-04-01T08:00:00" }),
];

test("the index puts each row in its tab (in the server's order), counts them, and lists the choices", () => {
  const ix = indexAmmdRows(rows, [{ id: 1, sfid: "a0BZ", name: "Zoya" }]);
  assert.equal(ids(ix.tabs.awaiting.natural), [1, 4]);
  assert.equal(ids(ix.tabs.approved.natural), [2, 3, 6]);
  assert.equal(ix.counts, { awaiting: 2, approved: 3 }, "a stage of neither tab (Paid) is in neither");
  assert.equal(
    ix.cmdis,
    [
      { sfid: "a0BR", name: "Ravi" },
      { sfid: "a0BX", name: "Xavier" },
      { sfid: "a0BZ", name: "Zoya" },
    ],
    "reporting CMDIs and any a row names, by name",
  );
  assert.equal(
    ix.fcps,
    [
      { sfid: "001A", name: "Asha", label: "Asha" },
      { sfid: "001B", name: "Bina", label: "Bina" },
    ],
    "each FCP once, by their sfid (no mobile in these rows: the name alone)",
  );
});

test("filtering: each filter, together, sorted by creation date both ways; no filter gives the tab's rows as they are", () => {
  const ix = indexAmmdRows(rows);
  const f = (over: Partial<AmmdFilters>) => ids(filterAmmdRows(ix, { ...DEFAULT_FILTERS, ...over }));
  assert.is(filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab: "approved" }), ix.tabs.approved.natural, "no copy when nothing filters");
  assert.equal(f({ tab: "approved", cmdi: "a0BX" }), [3]);
  assert.equal(f({ tab: "approved", fcp: "001B" }), [2]);
  assert.equal(f({ tab: "approved", stage: "Execution" }), [2, 6]);
  assert.equal(f({ tab: "approved", stage: "Execution", fcp: "001A", cmdi: "a0BR" }), [6]);
  assert.equal(f({ tab: "approved", sort: "asc" }), [6, 2, 3]);
  assert.equal(f({ tab: "approved", sort: "desc" }), [3, 2, 6]);
  assert.equal(f({ tab: "awaiting", sort: "asc" }), [4, 1], "a missing creation date sorts first");
});

test("a value that is not one of the choices applies as All; a stage of the other tab too", () => {
  const ix = indexAmmdRows(rows);
  assert.equal(effectiveFilters({ tab: "approved", cmdi: "a0BNOBODY", fcp: "Nobody", stage: "AMMD Confirmation", sort: "asc" }, ix), {
    tab: "approved",
    cmdi: null,
    fcp: null,
    stage: null,
    sort: "asc",
  });
  assert.equal(effectiveFilters({ tab: "approved", cmdi: "a0BX", fcp: "001A", stage: "Execution", sort: null }, ix), {
    tab: "approved",
    cmdi: "a0BX",
    fcp: "001A",
    stage: "Execution",
    sort: null,
  });
  assert.equal(
    effectiveFilters({ tab: "approved", cmdi: "a0BX", fcp: "001B", stage: null, sort: null }, ix).fcp,
    null,
    "an FCP not among the chosen CMDI's FCPs is All",
  );
});

test("with a CMDI chosen the FCP Name choices are that CMDI's FCPs, and the tab counts follow the CMDI and FCP filters", () => {
  const ix = indexAmmdRows(rows);
  assert.equal(
    fcpChoices(ix, null).map((c) => c.sfid),
    ["001A", "001B"],
  );
  assert.equal(
    fcpChoices(ix, "a0BX").map((c) => c.sfid),
    ["001A"],
  );
  assert.equal(fcpChoices(ix, "a0BNOBODY"), []);
  assert.is(tabCounts(ix, { cmdi: null, fcp: null }), ix.counts, "no filter: the index's counts");
  assert.equal(tabCounts(ix, { cmdi: "a0BX", fcp: null }), { awaiting: 0, approved: 1 });
  assert.equal(tabCounts(ix, { cmdi: null, fcp: "001B" }), { awaiting: 0, approved: 1 });
  assert.equal(tabCounts(ix, { cmdi: "a0BR", fcp: "001A" }), { awaiting: 2, approved: 1 });
  for (const tab of ["awaiting", "approved"] as const) {
    for (const f of [
      { cmdi: "a0BR", fcp: null },
      { cmdi: "a0BX", fcp: "001A" },
      { cmdi: null, fcp: "001A" },
    ]) {
      assert.is(tabCounts(ix, f)[tab], filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab, ...f }).length, "a count is what the tab shows");
    }
  }
});

test("with an FCP, a CMDI or a stage chosen the rows start from its own part, and show what one pass over every row shows, in every order and count", () => {
  // 240 rows over 3 CMDIs (and none), 7 FCPs (keyed by their sfid: one as a CMDI's sfid, one as a
  // stage, and an empty one) and none, every stage of both tabs and one of neither, creation dates out of order
  const stages = ["AMMD Confirmation", "Execution", "CMDI Verification", "Paid"] as const;
  const many = Array.from({ length: 240 }, (_, i) =>
    row(i + 1, {
      stagename: stages[i % 4]!,
      assigned_cmdi__c: i % 7 === 0 ? null : `a0B${"RXZ"[i % 3]}`,
      accountid: i % 11 === 0 ? null : ["Asha", "Bina", "Chitra", "Deepa", "Esha", "a0BR", "Execution", ""][Math.floor(i / 4) % 8]!,
      createddate: i % 13 === 0 ? null : `2026-04-${String(1 + ((i * 17) % 28)).padStart(2, "0")}T${String(i % 24).padStart(2, "0")}:00:00`,
    }),
  );
  const ix = indexAmmdRows(many);
  const every = (f: AmmdFilters) => {
    const tab = ix.tabs[f.tab];
    return (f.sort === "asc" ? tab.asc : f.sort === "desc" ? tab.desc : tab.natural).filter(
      (r) =>
        (f.cmdi === null || r.assigned_cmdi__c === f.cmdi) &&
        (f.fcp === null || r.accountid === f.fcp) &&
        (f.stage === null || r.stagename === f.stage),
    );
  };
  let states = 0;
  // the states with every filter chosen, and how many of them show rows (so the comparison is not of empty lists)
  let full = 0,
    fullShown = 0;
  for (const tab of ["awaiting", "approved"] as const)
    for (const cmdi of [null, "a0BR", "a0BX", "a0BZ", "a0BNOBODY"])
      for (const fcp of [null, "Asha", "Bina", "Chitra", "Deepa", "Esha", "a0BR", "Execution", "", "Nobody"])
        for (const stage of [null, "AMMD Confirmation", "Execution", "CMDI Verification", "Paid"])
          for (const sort of [null, "asc", "desc"] as const) {
            const f = { tab, cmdi, fcp, stage, sort };
            const shown = filterAmmdRows(ix, f);
            assert.equal(ids(shown), ids(every(f)), JSON.stringify(f));
            if (stage === null) assert.is(tabCounts(ix, f)[tab], shown.length, `the count is what the tab shows: ${JSON.stringify(f)}`);
            states++;
            if (cmdi !== null && fcp !== null && stage !== null) {
              full++;
              if (shown.length > 0) fullShown++;
            }
          }
  assert.is(states, 1500);
  assert.ok(fullShown >= 40, `states with every filter chosen that show rows: ${fullShown} of ${full}`);
  assert.ok(filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab: "approved", fcp: "a0BR" }).length > 0, "an FCP keyed as a CMDI's sfid has its own rows");
  assert.ok(filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab: "approved", fcp: "" }).length > 0, "an empty FCP key has its own rows");
  assert.is(
    filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab: "approved", fcp: "Bina", sort: "desc" }),
    filterAmmdRows(ix, { ...DEFAULT_FILTERS, tab: "approved", fcp: "Bina", sort: "desc" }),
    "an FCP alone gives its own rows as kept, with no pass",
  );
});

test("two FCPs of one name are two FCP Name choices, told apart by their mobile, each filtering its own rows (issue 49 item 5)", () => {
  const twins = [
    ...rows,
    row(7, { accountid: "001S1", fcpname__c: "Swati Pillai", fcp_phone: "9000000101" }),
    row(8, { accountid: "001S2", fcpname__c: "Swati Pillai", fcp_phone: null, assigned_cmdi__c: "a0BX" }),
    row(9, { accountid: "001S2", fcpname__c: "Swati Pillai", fcp_phone: "9000000202", assigned_cmdi__c: "a0BX" }),
  ];
  const ix = indexAmmdRows(twins);
  assert.equal(
    fcpChoices(ix, null).map((c) => [c.sfid, c.label]),
    [
      ["001A", "Asha"],
      ["001B", "Bina"],
      ["001S1", "Swati Pillai · …0101"],
      ["001S2", "Swati Pillai · …0202"],
    ],
    "named as every FCP picker names them (an older row's mobile when the newest has none)",
  );
  assert.equal(
    fcpChoices(ix, "a0BX").map((c) => c.label),
    ["Asha", "Swati Pillai · …0202"],
  );
  assert.equal(ids(filterAmmdRows(ix, { ...DEFAULT_FILTERS, fcp: "001S1" })), [7]);
  assert.equal(ids(filterAmmdRows(ix, { ...DEFAULT_FILTERS, fcp: "001S2" })), [8, 9]);
  // a link or a kept state from before carries a name: the FCP of that name when only one has it
  const named = (fcp: string) => effectiveFilters({ ...DEFAULT_FILTERS, fcp }, ix).fcp;
  assert.is(named("Asha"), "001A");
  assert.is(named("Swati Pillai"), null, "two namesakes: All");
  assert.is(effectiveFilters({ ...DEFAULT_FILTERS, cmdi: "a0BX", fcp: "Swati Pillai" }, ix).fcp, "001S2", "one of that name among the CMDI's FCPs");
});

test("a carried state: read leniently from a link (never a bad link), written back without 'All'", () => {
  const decoded = decodeNavParams(workshopLink.params, "?id=7&source=ammd&tab=sideways&cmdi=bad%20id!&fcp=&stage=Paid&sort=up");
  assert.ok(decoded.ok);
  const p = decoded.ok ? decoded.params : {};
  assert.equal(filtersFromCarried(p), DEFAULT_FILTERS, "every unknown value is All, the tab Awaiting Approval");
  const good = decodeNavParams(ammdWorkshopsLink.params, "?tab=approved&cmdi=a0BX&fcp=Bina%20Rao&stage=Execution&sort=asc");
  assert.ok(good.ok);
  const state = filtersFromCarried(good.ok ? good.params : {});
  assert.equal(state, { tab: "approved", cmdi: "a0BX", fcp: "Bina Rao", stage: "Execution", sort: "asc" });
  assert.is(filtersFromCarried({ tab: "awaiting", stage: "Execution" }).stage, null, "a stage of the other tab is All");
  assert.equal(carriedOf({ ...DEFAULT_FILTERS, tab: "approved", sort: "desc" }), { tab: "approved", sort: "desc" });
  assert.not.ok(carriesFilters({}), "a bare link to the list carries nothing");
  assert.ok(carriesFilters({ sort: "asc" }));
  assert.is(
    navHref(workshopLink, { id: 7, source: "ammd", ...carriedOf(state) }),
    "/workshop?id=7&source=ammd&tab=approved&cmdi=a0BX&fcp=Bina+Rao&stage=Execution&sort=asc",
  );
  const bad = decodeNavParams(workshopLink.params, "?source=ammd&tab=approved");
  assert.equal(bad.ok ? null : bad.errors, { id: "id is missing" }, "the workshop's id itself is required");
});

test("the programme's date and financial year: India's day, 1 April to 31 March", () => {
  assert.is(programmeDate(new Date("2027-03-31T18:29:59Z")), "2027-03-31");
  assert.is(programmeDate(new Date("2027-03-31T18:30:00Z")), "2027-04-01");
  assert.equal(bounds(financialYearOf("2027-03-31")), { start: "2026-04-01", end: "2027-03-31" });
  assert.equal(bounds(financialYearOf("2027-04-01")), { start: "2027-04-01", end: "2028-03-31" });
  assert.equal(bounds(financialYearOf("2026-01-15")), { start: "2025-04-01", end: "2026-03-31" });
  assert.throws(() => financialYearOf("31/03/2027"));
});

test("a receipt's instant reads as India's wall clock (the gallery's day is India's); a wall-clock time is kept as written", () => {
  assert.is(programmeWallClock("2026-11-25T20:31:41Z"), "2026-11-26T02:01:41");
  assert.is(programmeWallClock("2026-11-25T20:31:41.000+00:00"), "2026-11-26T02:01:41");
  assert.is(programmeWallClock("2026-11-25T10:00:00"), "2026-11-25T10:00:00");
  assert.is(programmeWallClock(null), null);
  assert.is(programmeWallClock("not a timeZ"), null);
});

test("super admin: ETTC lists the FCPs with a download; search by name, sfid or number, any case", () => {
  const p = (id: number, over: Partial<PersonRow>): PersonRow => ({
    type: "FCP",
    id,
    sfid: `001X${id}`,
    name: `P${id}`,
    mobile: null,
    email__c: null,
    ettc_download__c: null,
    ...over,
  });
  const people = [
    p(1, { name: "Asha Verma", sfid: "0015g00000DEMO1AAA" }),
    p(2, { ettc_download__c: "/media/ettc/2.pdf" }),
    p(3, { type: "CMDI", name: "Ravi Kumar" }),
    p(4, { type: "AMMD" }),
  ];
  assert.equal(
    peopleOfTab(people, "FCP", "").map((x) => x.id),
    [1, 2],
  );
  assert.equal(
    peopleOfTab(people, "ETTC", "").map((x) => x.id),
    [2],
  );
  assert.equal(
    peopleOfTab(people, "CMDI", "").map((x) => x.id),
    [3],
  );
  assert.equal(
    peopleOfTab(people, "FCP", " aSHA ").map((x) => x.id),
    [1],
  );
  assert.equal(
    peopleOfTab(people, "FCP", "demo1").map((x) => x.id),
    [1],
  );
  assert.equal(
    peopleOfTab(people, "FCP", "2").map((x) => x.id),
    [2],
    "the record number, whole",
  );
  assert.equal(peopleOfTab(people, "CMDI", "asha"), []);
});

test("who may call an operation: anyone, some roles, or a super admin only", () => {
  const u = (role: "FCP" | "CMDI" | "AMMD", superAdmin = false) => ({ role, superAdmin });
  assert.ok(mayCall("any", u("FCP")));
  assert.ok(mayCall(["AMMD"], u("AMMD")) && !mayCall(["AMMD"], u("CMDI")));
  assert.ok(mayCall("superAdmin", u("AMMD", true)));
  assert.not.ok(mayCall("superAdmin", u("AMMD")));
});

test("the AMMD rows' links made for a state at once are the links made one by one (the carried filters after each row's own part)", async () => {
  const { workshopHref, workshopHrefs } = await import("../../../src/views/workshops/links.ts");
  const rows = [
    row(1),
    row(2, { sfid: null, stagename: null }),
    row(3, { stagename: "CMDI Verification", fcpname__c: "Asha & Co" }),
    row(4, { sfid: "006ABC", stagename: "Execution" }),
  ];
  const states: AmmdFilters[] = [
    DEFAULT_FILTERS,
    { tab: "approved", cmdi: "a0BR", fcp: "Asha & Co = 50% हिंदी", stage: "Execution", sort: "asc" },
    { tab: "awaiting", cmdi: null, fcp: "Ravi Kumar", stage: null, sort: null },
  ];
  let compared = 0;
  for (const f of states) {
    const carry = Object.fromEntries(Object.entries(carriedOf(f)).map(([k, v]) => [k, String(v)]));
    const hrefOf = workshopHrefs("ammd", carry);
    for (const w of rows) {
      const one = workshopHref(w, "ammd", carry);
      assert.is(hrefOf(w), one, `row ${w.id}, ${JSON.stringify(carry)}`);
      assert.is(hrefOf(w), one, "and again, from the row's kept part");
      compared++;
    }
  }
  assert.is(compared, 12);
  // with nothing carried, the row's own link
  assert.is(workshopHrefs("ammd", {})(rows[0]!), workshopHref(rows[0]!, "ammd"));
});

test.run();
