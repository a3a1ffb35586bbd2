// Today's rules (src/codecs/today.ts; decision 076): for each role, which rows are items on a given
// day in India, why, where each links, in what order; "awaiting" follows the statecharts (a verified
// report leaves the CMDI's list, a date past the plan's confirmation still waits to be sent back),
// a row whose state changes leaves; the FCP's ETTC document only once its list was fetched. Dates
// are drawn by the display helper of the day (dateText).
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { ApprovalTraining } from "../../../src/codecs/trainingApproval.ts";
import { daysWaited, nowOn, TODAY_RULES, todayItems, todayNow, type TodaySources } from "../../../src/codecs/today.ts";
import { WORKSHOP_STAGES } from "../../../src/codecs/workshop.ts";
import { dateText } from "../../../src/codecs/display.ts";
import { leadOf, trainingOf, workshopRowOf } from "../fixtures.ts";

const NOW = nowOn("2026-11-28");
const NONE: TodaySources = { myWorkshops: [], ammdWorkshops: [], leads: [], trainings: [], trainingApprovals: [], account: [] };
const sources = (over: Partial<TodaySources>): TodaySources => ({ ...NONE, ...over });
const approvalOf = (id: number, startdate: string, status = "AMMD Approval"): ApprovalTraining => ({
  id,
  name: `TTC Batch ${id}`,
  type: "TTC",
  city__c: "Pune",
  startdate,
  enddate: startdate,
  status,
  no_of_participants__c: 20,
  assigned_cmdi__c: "a0B5g00000DEMO2AAA",
  cmdi_name: "Ravi Kumar",
  photos: 2,
  approval_version: 0,
});

test("India's today and tomorrow: 19:00 UTC on 31 March is 1 April there; a month's end rolls over", () => {
  assert.equal(todayNow(new Date("2026-03-31T19:00:00Z")), { today: "2026-04-01", tomorrow: "2026-04-02" });
  assert.equal(nowOn("2026-11-30"), { today: "2026-11-30", tomorrow: "2026-12-01" });
  assert.is(daysWaited("2026-11-20", "2026-11-28"), 8);
  assert.is(daysWaited("2026-12-02", "2026-11-28"), 0);
  assert.is(daysWaited(null, "2026-11-28"), 0);
});

test("every rule names a role, a list, a reason and a rank; kinds are unique", () => {
  const kinds = TODAY_RULES.map((r) => r.kind);
  assert.is(new Set(kinds).size, kinds.length);
  for (const r of TODAY_RULES) assert.ok(r.reason.length > 0 && ["FCP", "CMDI", "AMMD"].includes(r.role), r.kind);
});

test("FCP: a passed workshop without its report first, then today's and tomorrow's, each with why and its link", () => {
  const rows = [
    workshopRowOf(1, { name: "Tomorrow's", stagename: "Awaiting AMMD Approval", start_date_time__c: "2026-11-29T09:00:00" }),
    workshopRowOf(2, { name: "Passed", stagename: "Execution", start_date_time__c: "2026-11-20T10:00:00", sfid: "006DEMO2" }),
    workshopRowOf(3, { name: "Today's", stagename: "Planning", start_date_time__c: "2026-11-28T15:30:00" }),
    // reported, cancelled, paid, or still ahead: nothing to do today
    workshopRowOf(4, { stagename: "CMDI Verification", start_date_time__c: "2026-11-20T10:00:00" }),
    workshopRowOf(5, { stagename: "Cancelled", start_date_time__c: "2026-11-28T10:00:00" }),
    workshopRowOf(6, { stagename: "AMMD Confirmation", start_date_time__c: "2026-11-27T10:00:00" }),
    workshopRowOf(7, { stagename: "Execution", start_date_time__c: "2026-11-30T10:00:00" }),
  ];
  const items = todayItems("FCP", sources({ myWorkshops: rows }), NOW);
  assert.equal(
    items.map((i) => [i.kind, i.name, i.reason, i.values, i.link.href]),
    [
      [
        "workshopPassed",
        "Passed",
        "Report and photos missing since {date}",
        { date: dateText("2026-11-20") },
        "/workshop?id=2&source=fcp&workshopSFID=006DEMO2&stagename=Execution",
      ],
      ["workshopToday", "Today's", "Workshop today at {time}", { time: "15:30" }, "/workshop?id=3&source=fcp&stagename=Planning"],
      [
        "workshopTomorrow",
        "Tomorrow's",
        "Workshop tomorrow at {time}",
        { time: "09:00" },
        "/workshop?id=1&source=fcp&stagename=Awaiting+AMMD+Approval",
      ],
    ],
  );
  // the report sent (its stage changed): it leaves the list
  const after = todayItems("FCP", sources({ myWorkshops: rows.map((w) => (w.id === 2 ? { ...w, stagename: "CMDI Verification" } : w)) }), NOW);
  assert.not.ok(after.some((i) => i.kind === "workshopPassed"));
});

test("FCP: a passed workshop says what is really missing, from what its row says is in (decision 099)", () => {
  const passed = (id: number, over: { report_in?: boolean | null; photos_in?: boolean | null }) => ({
    ...workshopRowOf(id, { name: `Workshop ${id}`, stagename: "Execution", start_date_time__c: "2026-11-20T10:00:00" }),
    ...over,
  });
  const rows = [
    passed(1, { report_in: false, photos_in: false }),
    passed(2, { report_in: true, photos_in: false }), // every gallery not yet filled
    passed(3, { report_in: false, photos_in: true }), // the walk's Tote Bag Workshop: every gallery has photos
    passed(4, { report_in: true, photos_in: true }),
    passed(5, {}), // a list cached before the row said: as before
  ];
  const items = todayItems("FCP", sources({ myWorkshops: rows }), NOW);
  const date = { date: dateText("2026-11-20") };
  assert.equal(
    items.map((i) => [i.name, i.kind, i.reason, i.values]),
    [
      ["Workshop 1", "workshopPassed", "Report and photos missing since {date}", date],
      ["Workshop 2", "workshopPhotosMissing", "Photos missing since {date}", date],
      ["Workshop 3", "workshopReportMissing", "Participants and articles used missing since {date}", date],
      ["Workshop 4", "workshopToSubmit", "Report and photos in: submit for verification", date],
      ["Workshop 5", "workshopPassed", "Report and photos missing since {date}", date],
    ],
  );
  // one item per workshop, linked to the workshop, where the report, the photos and Submit for verification are
  assert.equal(
    items.map((i) => i.link.path),
    rows.map(() => "/workshop"),
  );
  // submitted: it leaves, whatever the row said
  const after = todayItems("FCP", sources({ myWorkshops: rows.map((w) => ({ ...w, stagename: "CMDI Verification" })) }), NOW);
  assert.equal(after, []);
});

test("FCP: leads due today or overdue (open ones only), and the ETTC document once its list was fetched", () => {
  const leads = [
    leadOf(1, "Anita", { status: "Contacted", follow_up: "2026-11-28" }),
    leadOf(2, "Bina", { status: "Interested", follow_up: "2026-11-25" }),
    leadOf(3, "Chitra", { status: "Converted", follow_up: "2026-11-20" }),
    leadOf(4, "Dev", { status: "Not interested", follow_up: "2026-11-20" }),
    leadOf(5, "Esha", { status: "New", follow_up: "2026-11-29" }),
  ];
  let items = todayItems("FCP", sources({ leads, account: [{ id: 0, ettc: false }] }), NOW);
  assert.equal(
    items.map((i) => [i.kind, i.name ?? i.label, i.values, i.link.href]),
    [
      ["leadOverdue", "Bina", { date: dateText("2026-11-25") }, "/lead?id=2"],
      ["leadDue", "Anita", {}, "/lead?id=1"],
      ["ettcMissing", "ETTC document", {}, "/ettc-Upload"],
    ],
  );
  items = todayItems("FCP", sources({ account: [{ id: 0, ettc: true }] }), NOW);
  assert.equal(items, []);
  // the ETTC list not fetched yet: not known to be missing
  assert.equal(todayItems("FCP", sources({}), NOW), []);
});

test("CMDI: reports awaiting verification (a verified one leaves), plans awaiting confirmation, unassigned leads counted, trainings today and tomorrow", () => {
  const rows = [
    workshopRowOf(1, { name: "To verify", stagename: "CMDI Verification", start_date_time__c: "2026-11-10T10:00:00" }),
    { ...workshopRowOf(2, { stagename: "CMDI Verification" }), cmdi_verified: true },
    workshopRowOf(3, { name: "To confirm", stagename: "Awaiting Workshop Confirmation", start_date_time__c: "2026-12-05T10:00:00" }),
    // its date has passed: it cannot be confirmed, but it waits for the CMDI to send it back
    workshopRowOf(4, { name: "Late plan", stagename: "Awaiting Workshop Confirmation", start_date_time__c: "2026-11-01T10:00:00" }),
    workshopRowOf(5, { stagename: "Execution" }),
  ];
  const leads = [
    leadOf(1, "A", { fcp_id: null, createddate: "2026-11-02T10:00:00" }),
    leadOf(2, "B", { fcp_id: null, status: "Contacted" }),
    leadOf(3, "C", { fcp_id: null, status: "Converted" }),
    leadOf(4, "D"),
  ];
  const trainings = [
    trainingOf(1, "AMMD Approval", "TTC", { startdate: "2026-11-28" }),
    trainingOf(2, "Accounts", "ETTC", { startdate: "2026-11-29" }),
    trainingOf(3, "AMMD Rejected", "TTC", { startdate: "2026-11-28" }),
    trainingOf(4, "AMMD Approval", "TTC", { startdate: "2026-11-30" }),
  ];
  const items = todayItems("CMDI", sources({ myWorkshops: rows, leads, trainings }), NOW);
  assert.equal(
    items.map((i) => [i.kind, i.name ?? i.label, i.values, i.link.href]),
    [
      ["workshopToVerify", "To verify", { date: dateText("2026-11-10") }, "/workshop?id=1&source=cmdi&stagename=CMDI+Verification"],
      ["workshopToConfirm", "Late plan", { date: dateText("2026-11-01") }, "/workshop?id=4&source=cmdi&stagename=Awaiting+Workshop+Confirmation"],
      ["workshopToConfirm", "To confirm", { date: dateText("2026-12-05") }, "/workshop?id=3&source=cmdi&stagename=Awaiting+Workshop+Confirmation"],
      ["leadsUnassigned", "Unassigned leads", { count: 2 }, "/listAssignLead"],
      ["trainingSoon", "TTC Batch 1", { when: "today" }, "/training?id=1"],
      ["trainingSoon", "ETTC Batch 2", { when: "tomorrow" }, "/training?id=2"],
    ],
  );
  // the FCP's rules are not the CMDI's
  assert.not.ok(todayItems("FCP", sources({ myWorkshops: rows }), NOW).some((i) => i.kind.startsWith("workshopTo")));
});

test("AMMD: workshops and trainings awaiting approval in one list, oldest first, with the days each waited", () => {
  const rows = [
    workshopRowOf(1, { name: "Recent", stagename: "AMMD Confirmation", start_date_time__c: "2026-11-26T10:00:00" }),
    workshopRowOf(2, { name: "Old", stagename: "AMMD Confirmation", start_date_time__c: "2026-11-01T10:00:00" }),
    workshopRowOf(3, { stagename: "Execution", start_date_time__c: "2026-10-01T10:00:00" }),
    workshopRowOf(4, { stagename: "CMDI Verification", start_date_time__c: "2026-10-01T10:00:00" }),
  ];
  const approvals = [approvalOf(7, "2026-11-10"), approvalOf(8, "2026-11-28"), approvalOf(9, "2026-09-01", "Accounts")];
  const items = todayItems("AMMD", sources({ ammdWorkshops: rows, trainingApprovals: approvals }), NOW);
  assert.equal(
    items.map((i) => [i.kind, i.name, i.values, i.link.href]),
    [
      ["workshopToApprove", "Old", { days: 27 }, "/workshop?id=2&source=ammd&stagename=AMMD+Confirmation"],
      ["trainingToApprove", "TTC Batch 7", { days: 18 }, "/listTTCApprovalAMMD"],
      ["workshopToApprove", "Recent", { days: 2 }, "/workshop?id=1&source=ammd&stagename=AMMD+Confirmation"],
      ["trainingToApprove", "TTC Batch 8", { days: 0 }, "/listTTCApprovalAMMD"],
    ],
  );
  // approved (from another device, say): it leaves
  const after = todayItems("AMMD", sources({ ammdWorkshops: rows.map((w) => (w.id === 2 ? { ...w, stagename: "Execution" } : w)) }), NOW);
  assert.equal(
    after.map((i) => i.name),
    ["Recent"],
  );
});

test("a workshop of today in every stage: the FCP's list holds those its FCP may still cancel (before the report)", () => {
  const rows = WORKSHOP_STAGES.map((stage, i) => workshopRowOf(i + 1, { stagename: stage, start_date_time__c: "2026-11-28T10:00:00" }));
  const stages = todayItems("FCP", sources({ myWorkshops: rows }), NOW).map((i) => rows.find((w) => i.key === `${i.kind}:${w.id}`)?.stagename);
  assert.equal(stages, ["Planning", "Awaiting Workshop Confirmation", "Awaiting AMMD Approval", "AMMD Confirmation", "Execution"]);
});

test.run();
