// How to call each operation of the registry, for the generated authorization matrix and the
// fuzz (opMatrix.test.ts). One entry per op name: the params to send, aimed at the records of
// another scope where the op takes a record (an id, a search text). Adding an op to ALL_OPS
// without an entry here fails opMatrix.test.ts, naming the op, until it says how it is called:
// that entry is all a new op needs to be checked against every role.
import { emptyContentForm } from "../../src/codecs/contentAdmin.ts";
import { emptyOutletValues } from "../../src/codecs/outlet.ts";
import { emptyPlan, type PlanValues } from "../../src/codecs/workshopPlan.ts";
import type { Op } from "../../server/ops/registry.ts";
import { programmeDate } from "../../src/codecs/calendar.ts";

/** This month in India, as the targets take it. */
const thisMonth = () => programmeDate(new Date()).slice(0, 7);

/** Records the generators aim at: another CMDI's scope (which no caller of the matrix may reach), and the caller's own. */
export interface Targets {
  foreign: {
    /** an outlet of the other CMDI; its name and code hold `marker` */
    outletId: number;
    outletCode: string;
    /** a text found only in the other scope's records (outlet, WSS mapping, account, user) */
    marker: string;
    /** an FCP account of the other CMDI (under another AMMD); its name holds `marker` */
    fcpId: number;
    /** a workshop (opportunity) assigned to the other CMDI */
    workshopId: number;
    /** the other CMDI's sfid (a person the super admin may open) */
    cmdiSfid: string;
    /** a training (campaign) of the other CMDI, with a listed status */
    trainingId: number;
    /** a photo of that training, uploaded by the other CMDI */
    trainingPhotoId: number;
    /** an active content item (the library is everyone's: a rating of it is the rater's own review) */
    contentId: number;
    /** an HPA of that FCP (its name holds `marker`) and its mobile number */
    hpaId: number;
    hpaMobile: string;
    /** a container of that FCP (its name holds `marker`) */
    containerId: number;
    /** a lead of the other CMDI, assigned to that FCP and Interested (its name holds `marker`), and its mobile number */
    leadId: number;
    leadMobile: string;
  };
  /** a complete, valid set of outlet form values (what an outlet write sends) */
  outletValues: Record<string, string>;
  /** a complete, valid workshop plan (today, Art Avenue, one active article) */
  planValues: PlanValues;
}

/** Builds the params to send an op (each must pass the op's params codec). */
export type ParamsGenerator = (t: Targets) => unknown[];

/** A Map, so an op named `constructor` or `__proto__` finds nothing it did not declare. */
export const OP_PARAMS = new Map<string, ParamsGenerator>([
  ["news.list", () => [{}, { limit: 200 }]],
  ["me.account", () => [{}]],
  ["account.language", () => [{ language: "en" }]],
  ["outlets.list", () => [{}]],
  ["devices.mine", () => [{}]],
  ["fieldDevices.list", () => [{}]],
  // a device id no caller has (each caller's own come from its sign-ins)
  ["devices.signOut", () => [{ id: 2_000_000_000 }]],
  ["notifications.mine", () => [{}]],
  // a notification id no caller has (each caller's own come from events of their records)
  ["notifications.read", () => [{ id: 2_000_000_000 }]],
  ["push.key", () => [{}]],
  // a device of nobody in the seed: each caller takes it in turn (a browser re-subscribed by another person becomes theirs)
  [
    "push.subscribe",
    () => [
      { subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/matrix", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } } },
    ],
  ],
  // an endpoint no caller subscribed: 404 for each
  ["push.unsubscribe", () => [{ endpoint: "https://push.example.org/nobody" }]],
  ["outlets.search", (t) => [{ q: t.foreign.marker }, { q: t.foreign.outletCode }]],
  ["outlets.get", (t) => [{ id: t.foreign.outletId }]],
  ["outlets.insert", (t) => [{ values: t.outletValues }]],
  // without a base (a write queued before decision 079: the last write wins), and from a version
  [
    "outlets.update",
    (t) => [
      { id: t.foreign.outletId, values: t.outletValues },
      { id: t.foreign.outletId, values: t.outletValues, base: { version: 1, values: t.outletValues } },
    ],
  ],
  ["outlets.delete", (t) => [{ id: t.foreign.outletId }]],
  ["wss.list", () => [{}]],
  ["articles.list", () => [{}]],
  ["articles.list.page", (t) => [{ offset: 0, limit: 200, search: t.foreign.marker }]],
  ["payments.mine", () => [{}]],
  ["payments.forAmmd", () => [{}, { year: 2025 }]],
  ["payments.ammdReport", () => [{ year: 2025 }, { year: 2024 }]],
  // the page of a windowed list (decision 092): the other CMDI's payments by filter, and by search for the marker
  [
    "payments.forAmmd.page",
    (t) => [
      { offset: 0, limit: 200, filters: { assigned_cmdi__c: t.foreign.cmdiSfid } },
      { offset: 0, limit: 200, search: t.foreign.marker },
      { offset: 0, limit: 200, params: { year: 2025 } },
    ],
  ],
  ["fcps.list", () => [{ status: "all" }, { status: "active" }, { status: "inactive" }]],
  // decision 092: a page of a status's FCPs, by search for the other scope's marker
  ["fcps.list.page", (t) => [{ offset: 0, limit: 200, params: { status: "all" }, search: t.foreign.marker }]],
  ["fcps.profile", (t) => [{}, { id: t.foreign.fcpId }]],
  ["birthdays.list", () => [{}]],
  ["contacts.mine", () => [{}]],
  ["workshops.ammd", () => [{}]],
  ["workshops.ammdCmdis", () => [{}]],
  ["workshops.mine", () => [{}]],
  // the pages of the workshop lists (decision 092): the other scope's CMDI by filter; the list's pages in order
  [
    "workshops.ammd.page",
    (t) => [
      { offset: 0, limit: 200, filters: { assigned_cmdi__c: t.foreign.cmdiSfid } },
      { offset: 0, limit: 200 },
    ],
  ],
  [
    "workshops.mine.page",
    () => [
      { offset: 0, limit: 200 },
      { offset: 200, limit: 200 },
    ],
  ],
  ["workshops.details", (t) => [{ id: t.foreign.workshopId }]],
  // the other scope's workshop at a version it never had (the super admin, who reaches it, is told it moved: 409)
  [
    "workshops.transition",
    (t) => [
      { id: t.foreign.workshopId, event: "workshop.cancel", version: 2_000_000, reason: "Matrix says no" },
      {
        id: t.foreign.workshopId,
        event: "workshop.pay",
        version: 2_000_000,
        payment: { paymentDate: "2026-11-01", documentNumber: "PD1", paidAmount: 10, remark: "Paid" },
      },
    ],
  ],
  ["workshops.schools", () => [{}]],
  ["workshops.schools.page", (t) => [{ offset: 0, limit: 200, search: t.foreign.marker }]],
  // a complete plan for the other scope's workshop (an FCP's own plans are the caller's, never another's)
  // without a base (a save queued before decision 079: the last write wins), and from a version
  [
    "workshops.savePlan",
    (t) => [
      { id: t.foreign.workshopId, values: t.planValues },
      { id: t.foreign.workshopId, values: t.planValues, base: { version: 0, values: t.planValues } },
    ],
  ],
  ["super.people", () => [{}, { tab: "ETTC" }]],
  ["super.people.page", (t) => [{ offset: 0, limit: 200, params: { tab: "FCP" }, search: t.foreign.marker }]],
  ["trainings.list", () => [{}]],
  ["trainings.list.page", () => [{ offset: 0, limit: 200, filters: { status: "AMMD Approval" } }]],
  ["trainings.approvals", () => [{}]],
  ["trainings.approvals.page", () => [{ offset: 0, limit: 200 }]],
  // the other scope's training (another AMMD's CMDI): a 404 for every caller
  [
    "trainings.transition",
    (t) => [
      { id: t.foreign.trainingId, event: "training.approve", version: 0 },
      { id: t.foreign.trainingId, event: "training.reject", version: 0, reason: "Matrix says no" },
    ],
  ],
  ["trainingPhotos.list", (t) => [{ training: t.foreign.trainingId }]],
  ["trainingPhotos.add", (t) => [{ training: t.foreign.trainingId, sha256: "d".repeat(64) }]],
  ["trainingPhotos.delete", (t) => [{ id: t.foreign.trainingPhotoId }]],
  // the execution report (decision 030): another scope's workshop; a photo id no caller has
  ["workshops.execution", (t) => [{ id: t.foreign.workshopId }]],
  [
    "workshops.saveReport",
    // without a base (a save queued before decision 079: the last write wins), and from a version
    (t) => [
      { id: t.foreign.workshopId, values: { participants: 20, lines: [{ article: "a0X000000000000001", quantity: 2 }] } },
      {
        id: t.foreign.workshopId,
        values: { participants: 20, lines: [{ article: "a0X000000000000001", quantity: 2 }] },
        base: { version: 1, values: { participants: 10, lines: [] } },
      },
    ],
  ],
  ["workshopPhotos.list", (t) => [{ workshop: t.foreign.workshopId }]],
  ["workshopPhotos.add", (t) => [{ workshop: t.foreign.workshopId, type: "other_pictures", sha256: "e".repeat(64) }]],
  ["workshopPhotos.delete", () => [{ id: 2_000_000_000 }]],
  ["content.list", () => [{}]],
  [
    "content.list.page",
    (t) => [
      { offset: 0, limit: 200, search: t.foreign.marker },
      { offset: 0, limit: 10, filters: { id: "1" } },
    ],
  ],
  [
    "reviews.rate",
    (t) => [
      { content: t.foreign.contentId, rating: 4 },
      { content: t.foreign.contentId, rating: 4.5 },
      // from a base (decision 079)
      { content: t.foreign.contentId, rating: 4, base: { rating: 4.5 } },
    ],
  ],
  ["uploads.mine", () => [{}]],
  [
    "uploads.mine.page",
    () => [
      { offset: 0, limit: 200 },
      { offset: 200, limit: 200 },
    ],
  ],
  ["uploads.ettc", () => [{}]],
  // a hash no caller has stored (the file must reach POST /api/files first; another's is never found)
  [
    "uploads.add",
    () => [
      { kind: "image", sha256: "a".repeat(64) },
      { kind: "ettc", sha256: "b".repeat(64) },
    ],
  ],
  // HPAs (decision 041): the other scope's HPA; an add with its mobile (a 409 at the field) and with a fresh one
  ["hpas.list", () => [{}]],
  // the page of a windowed list (decision 092): the other scope's HPAs by search for the marker, and by type
  [
    "hpas.list.page",
    (t) => [
      { offset: 0, limit: 200, search: t.foreign.marker },
      { offset: 0, limit: 200, filters: { type: "Art Maker" } },
    ],
  ],
  ["hpas.get", (t) => [{ id: t.foreign.hpaId }]],
  [
    "hpas.add",
    (t) => [
      {
        values: { name: "Matrix Hpa", type: "Art Maker", mobile__c: t.foreign.hpaMobile, email__c: "", city__c: "", state__c: "", institute__c: "" },
      },
      {
        values: {
          name: "Matrix Hpa",
          type: "Vocational",
          mobile__c: "5999999990",
          email__c: "m@x.in",
          city__c: "Pune",
          state__c: "",
          institute__c: "",
        },
      },
    ],
  ],
  ["hpas.link", (t) => [{ values: { mobile__c: t.foreign.hpaMobile } }]],
  // targets (decision 084): this month's progress, and a target for the other scope's FCP (a 404 at the field)
  ["targets.progress", (t) => [{ month: thisMonth() }, { month: thisMonth(), cmdi: t.foreign.cmdiSfid }]],
  ["targets.set", (t) => [{ values: { fcp: String(t.foreign.fcpId), month: thisMonth(), workshops: "2", participants: "40" } }]],
  // containers (decision 043): the other scope's container; its HPA as a member (a 404 at the field for an FCP)
  ["containers.list", () => [{}]],
  // the page of a windowed list (decision 092): every container, and the other scope's by search for the marker
  [
    "containers.list.page",
    (t) => [
      { offset: 0, limit: 200 },
      { offset: 0, limit: 200, search: t.foreign.marker },
    ],
  ],
  ["containers.create", (t) => [{ values: { name: "Matrix Container", description: "", members: [t.foreign.hpaId] } }]],
  [
    "containers.update",
    // without a base (a write queued before decision 079: the last write wins), and from a version
    (t) => [
      { id: t.foreign.containerId, values: { name: "Matrix Container", description: "Matrix says", members: [t.foreign.hpaId] } },
      {
        id: t.foreign.containerId,
        values: { name: "Matrix Container", description: "Matrix says", members: [t.foreign.hpaId] },
        base: { version: 1, values: { name: "Matrix Container", description: "", members: [t.foreign.hpaId] } },
      },
    ],
  ],
  ["containers.remove", (t) => [{ id: t.foreign.containerId }]],
  // leads (decision 042): the other scope's lead (Interested: every move and the conversion are allowed from there) and FCP
  ["leads.list", () => [{}]],
  // the page of a windowed list (decision 092): the other scope's leads by their FCP, by search for the marker, by status
  [
    "leads.list.page",
    (t) => [
      { offset: 0, limit: 200, filters: { fcp_id: String(t.foreign.fcpId) } },
      { offset: 0, limit: 200, search: t.foreign.marker },
      { offset: 0, limit: 200, filters: { status: "Interested" } },
    ],
  ],
  [
    "leads.add",
    (t) => [
      { values: { name: "Matrix Lead", mobile__c: t.foreign.leadMobile, email__c: "", city__c: "", institute__c: "" } },
      { values: { name: "Matrix Lead", mobile__c: "5999999980", email__c: "l@x.in", city__c: "Pune", institute__c: "" } },
    ],
  ],
  ["leads.assign", (t) => [{ id: t.foreign.leadId, values: { fcp: String(t.foreign.fcpId) } }]],
  [
    "leads.move",
    (t) => [
      { id: t.foreign.leadId, from: "Interested", values: { to: "Not interested", note: "Matrix", follow_up: "" } },
      { id: t.foreign.leadId, from: "Interested", values: { to: "Contacted", note: "Matrix", follow_up: "2030-01-01" } },
    ],
  ],
  ["leads.convert", (t) => [{ id: t.foreign.leadId, values: { type: "Art Maker", mobile__c: "5999999981", note: "Matrix" } }]],
  // the super admin's people (decision 077): the other scope's FCP (a mobile in use, a CMDI who is
  // not one: refusals that change nothing) and ids no person has, so no write lands on its records
  ["people.list", () => [{}]],
  ["people.list.page", (t) => [{ offset: 0, limit: 200, filters: { kind: "FCP" }, search: t.foreign.marker }]],
  // the audit page (decision 080): the newest rows, the other scope's person by name, its outlet by number
  ["audit.list", (t) => [{}, { person: t.foreign.marker }, { kind: "outlet", record: String(t.foreign.outletId) }, { action: "outlet.update" }]],
  // the header's search (decision 082): the other scope's marker (its outlet, FCP, HPA) and outlet code
  ["search.records", (t) => [{ q: t.foreign.marker }, { q: t.foreign.outletCode }]],
  [
    "people.add",
    (t) => [
      { values: { kind: "FCP", name: `${t.foreign.marker} New`, mobile: "5999999970", fcp_type: "Teacher", cmdi: "", ammd: "" } },
      { values: { kind: "FCP", name: "Matrix Person", mobile: "5999999971", fcp_type: "Teacher", cmdi: t.foreign.cmdiSfid.slice(0, 17), ammd: "" } },
    ],
  ],
  [
    "people.edit",
    (t) => [
      { kind: "FCP", id: t.foreign.fcpId, values: { kind: "CMDI", name: "Matrix", mobile: "5999999972", fcp_type: "", cmdi: "", ammd: "" } },
      { kind: "FCP", id: 2_000_000_000, values: { kind: "FCP", name: "Matrix", mobile: "5999999972", fcp_type: "Teacher", cmdi: "", ammd: "" } },
    ],
  ],
  ["people.deactivate", () => [{ kind: "FCP", id: 2_000_000_000 }]],
  // bulk import (decision 086): an import no caller has (each person's own come from their files; imports.test.ts tries another's)
  ["imports.get", () => [{ id: 2_000_000_000 }]],
  ["imports.mine", () => [{}]],
  ["imports.lines", () => [{ id: 2_000_000_000 }, { id: 2_000_000_000, refusedOnly: true }]],
  ["imports.confirm", () => [{ id: 2_000_000_000 }]],
  ["people.reactivate", () => [{ kind: "CMDI", id: 2_000_000_000 }]],
  [
    "people.move",
    (t) => [
      { kind: "FCP", id: t.foreign.fcpId, values: { to: "a0B5g00000NOONEAAA" } },
      { kind: "AMMD", id: 2_000_000_000, values: { to: t.foreign.cmdiSfid } },
    ],
  ],
  ["people.invite", () => [{ kind: "AMMD", id: 2_000_000_000 }]],
  // the super admin's content library (decision 085): the library is everyone's, so its writes are
  // the super admin's on any item; other roles are refused. An id no item has, and a valid new item.
  ["content.all", () => [{}]],
  ["content.all.page", (t) => [{ offset: 0, limit: 200, filters: { active: "false" }, search: t.foreign.marker }]],
  [
    "content.save",
    (t) => [
      { id: 2_000_000_000, values: { ...CONTENT_FORM, name: `${t.foreign.marker} Item` } },
      { id: t.foreign.contentId, values: { ...CONTENT_FORM, name: "Matrix Item" } },
    ],
  ],
  ["content.retire", () => [{ id: 2_000_000_000 }]],
  ["content.restore", (t) => [{ id: t.foreign.contentId }]],
  // the super admin's news slides (decision 087): news is everyone's too. An id no slide has, a new
  // slide whose image never reached the server, and a restore of a slide that is not retired.
  ["news.all", () => [{}]],
  ["news.all.page", () => [{ offset: 0, limit: 200, filters: { active: "false" } }]],
  [
    "news.save",
    (t) => [
      { id: 2_000_000_000, values: { name: `${t.foreign.marker} Slide`, text: "", sequence: "1" } },
      { values: { name: "Matrix Slide", text: "", sequence: "1" }, sha256: "0".repeat(64) },
    ],
  ],
  ["news.retire", () => [{ id: 2_000_000_000 }]],
  ["news.restore", () => [{ id: 1 }]],
  [
    "super.workshops",
    (t) => [
      { sfid: t.foreign.cmdiSfid, type: "CMDI" },
      { sfid: t.foreign.cmdiSfid, type: "AMMD" },
    ],
  ],
  ["super.workshops.page", (t) => [{ offset: 0, limit: 200, params: { sfid: t.foreign.cmdiSfid, type: "CMDI" } }]],
]);

const CONTENT_FORM = { ...emptyContentForm(), craft_category__c: "Training Modules" };

/** Ops that answer the super admin every person's records (spec 6): not a leak for that caller. */
export const SUPER_READS_EVERY_SCOPE: ReadonlySet<string> = new Set([
  "super.people",
  "super.people.page",
  "super.workshops",
  "super.workshops.page",
  "workshops.details",
  "people.list",
  "people.list.page",
  "fieldDevices.list",
  "audit.list",
  "search.records",
  "targets.progress",
]);

/**
 * Writes by which the super admin changes any person by design (decision 077): a fuzzed id may name
 * any person, the matrix's own callers included, so the shared fuzz sends them as every other role
 * only; test/server/people.test.ts fuzzes them as the super admin on a database of its own.
 */
export const SUPER_WRITES_EVERY_SCOPE: ReadonlySet<string> = new Set([
  "people.add",
  "people.edit",
  "people.deactivate",
  "people.reactivate",
  "people.move",
  "people.invite",
  // the content library is the programme's, not a scope's (decision 085): test/server/contentAdmin.test.ts fuzzes them as the super admin
  "content.save",
  "content.retire",
  "content.restore",
  // so are the news slides (decision 087): test/server/newsAdmin.test.ts fuzzes them as the super admin
  "news.save",
  "news.retire",
  "news.restore",
]);

/** Ops that have no entry in OP_PARAMS. */
export const missingGenerators = (ops: readonly Op[]): string[] => ops.map((o) => o.name).filter((name) => !OP_PARAMS.has(name));

/** A valid outlet for the generators (the form's rules: phones, state). */
export const validOutletValues = (name: string): Record<string, string> => ({
  ...emptyOutletValues(),
  outletname__c: name,
  outletcode__c: "MTX001",
  mobile_no__c: "9876543210",
  state__c: "Maharashtra - 13",
  wss_phone__c: "+91 9876543211",
  tsi_tty_phone__c: "09876543212",
  cluster_bm_mobile_no__c: "919876543213",
  rsm_phone__c: "+91-9876543214",
});

/** A complete, valid workshop plan: today, Art Avenue, one active article (`article`, its sfid). */
export const validPlanValues = (article: string): PlanValues => ({
  ...emptyPlan(),
  start_date: programmeDate(new Date()),
  start_time: "23:00",
  category: "Art Avenue",
  planned: "20",
  expense_head: "Material",
  articles: [{ article, quantity: "3" }],
});
