// Search across records (decision 082): by name, code or mobile (its digits, however spaced), case
// and spacing aside; grouped by kind in the lists' order; each kind at most HITS_PER_KIND; a query
// shorter than the minimum finds nothing; links by role (an FCP's lead opens /lead, a CMDI's
// unassigned one the assign page; a manager's HPA has no page of its own); only the lists given
// are searched, so nothing out of the device's scope can be found.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { HITS_PER_KIND, matches, searchRecords, type SearchLists } from "../../../src/codecs/recordSearch.ts";
import type { Outlet } from "../../../src/codecs/outlet.ts";
import type { FcpRow } from "../../../src/codecs/people.ts";
import { hpaOf, leadOf, workshopRowOf } from "../fixtures.ts";

const none: SearchLists = { workshops: [], hpas: [], leads: [], outlets: [], fcps: [], people: [] };
const outlet = (id: number, name: string, code: string) =>
  ({ id, outletname__c: name, outletcode__c: code, city_town__c: "Pune" }) as unknown as Outlet;
const fcp = (id: number, name: string, phone: string) =>
  ({ id, sfid: null, name, email__c: null, phone, sap_code__c: `SAP${id}`, date_of_birth__c: null, billingcity: "Nagpur" }) as unknown as FcpRow;

test("matches: words in any case, a mobile by its digits however spaced; a short digit run is a word", () => {
  assert.ok(matches("toran", ["Toran Workshop"]));
  assert.ok(matches("  TORAN ", ["Toran Workshop"]));
  assert.ok(matches("98200 11111", ["9820011111"]));
  assert.ok(matches("+91 98200-11111".slice(4), ["98200 11111"]));
  assert.not.ok(matches("toran", ["Rangoli", null, undefined]));
  assert.not.ok(matches("12", ["1 2"]), "two digits are compared as written");
});

test("a workshop by its name, a lead by its mobile, an outlet by its code: grouped and linked for an FCP", () => {
  const lists: SearchLists = {
    ...none,
    workshops: [workshopRowOf(1, { name: "Toran Making" }), workshopRowOf(2, { name: "Diya Painting" })],
    leads: [leadOf(7, "Kiran", { mobile__c: "9820011111" })],
    hpas: [hpaOf(4, { name: "Toran Art Club" })],
    outlets: [outlet(9, "Shree Paints", "OUT-TOR-9")],
  };
  const hits = searchRecords(lists, "tor", "FCP");
  assert.equal(
    hits.map((h) => [h.kind, h.id, h.title, h.href]),
    [
      ["workshop", 1, "Toran Making", "/workshop?id=1&source=fcp"],
      ["hpa", 4, "Toran Art Club", "/assignedHPA?id=4"],
      ["outlet", 9, "Shree Paints", "/addEditOutlet?outletid=9"],
    ],
  );
  assert.equal(hits[0]!.detail, [{ text: "Execution", app: true }]);
  const lead = searchRecords(lists, "98200 11111", "FCP");
  assert.equal(
    lead.map((h) => [h.kind, h.id, h.href]),
    [["lead", 7, "/lead?id=7"]],
  );
  assert.equal(lead[0]!.detail, [{ text: "9820011111" }, { text: "New", app: true }, { text: "Ravi" }]);
});

test("by role: a CMDI's workshop opens from their list, an unassigned lead the assign page, an HPA no page; their FCPs by name or SAP code", () => {
  const lists: SearchLists = {
    ...none,
    workshops: [workshopRowOf(1, { name: "Asha's Toran" })],
    leads: [leadOf(7, "Asha Leads", { fcp_id: null }), leadOf(8, "Asha Two")],
    hpas: [hpaOf(4, { name: "Asha HPA" })],
    fcps: [fcp(3, "Asha Verma", "9000000001")],
  };
  const hits = searchRecords(lists, "asha", "CMDI");
  assert.equal(
    hits.map((h) => [h.kind, h.id, h.href]),
    [
      ["workshop", 1, "/workshop?id=1&source=cmdi"],
      ["hpa", 4, null],
      ["lead", 7, "/listAssignLead"],
      ["lead", 8, "/viewFCPLeads"],
      ["person", 3, "/viewFCP?id=3"],
    ],
  );
  assert.equal(
    searchRecords(lists, "sap3", "AMMD").map((h) => h.id),
    [3],
  );
  assert.equal(
    searchRecords(lists, "asha", "FCP").filter((h) => h.kind === "person"),
    [],
    "an FCP has no people list",
  );
});

test("a short query finds nothing; each kind at most HITS_PER_KIND; the same workshop in two lists once", () => {
  const many = Array.from({ length: 50 }, (_, i) => workshopRowOf(i + 1, { name: `Toran ${i + 1}` }));
  assert.equal(searchRecords({ ...none, workshops: many }, "t", "AMMD"), []);
  assert.is(searchRecords({ ...none, workshops: many }, "toran", "AMMD").length, HITS_PER_KIND);
  const twice = searchRecords({ ...none, workshops: [many[0]!, many[0]!] }, "toran", "AMMD");
  assert.equal(
    twice.map((h) => h.id),
    [1],
  );
  assert.equal(searchRecords(none, "toran", "FCP"), [], "nothing held, nothing found");
});

test.run();
