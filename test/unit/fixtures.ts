// Shared test data for the client unit tests.
import type { HealthReport } from "../../src/codecs/fieldDevices.ts";
import type { FcpRow } from "../../src/codecs/people.ts";
import type { SessionUser } from "../../src/codecs/session.ts";
import type { Hpa } from "../../src/codecs/hpa.ts";
import type { Lead } from "../../src/codecs/lead.ts";
import type { Article } from "../../src/codecs/reference.ts";
import type { ExecutionWorkshop } from "../../src/codecs/workshopExecution.ts";
import type { PaymentRow } from "../../src/codecs/payments.ts";
import type { Training } from "../../src/codecs/training.ts";
import type { WorkshopDetail, WorkshopRow } from "../../src/codecs/workshop.ts";
import { emptyFacts } from "../../src/codecs/workshopLifecycle.ts";
import type { DraftForm } from "../../src/views/drafts.tsx";
import type { ListLoad } from "../../src/views/shell/PageStates.tsx";
import type { OnlineSignal } from "../../src/store/outbox.ts";

export const userOf = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  sfid: "001FCP",
  name: "Asha Verma",
  firstName: "Asha",
  role: "FCP",
  superAdmin: false,
  status: "loggedIn",
  recordtypeid: "012FCP",
  assigned_cmdi__c: "005CMDI",
  secondary_cmdi__c: null,
  user_type__c: null,
  ekyc_complete__c: true,
  reporting_to_ammd__c: null,
  this_ekyc_popup_complete__c: null,
  teacher_level__c: null,
  isintroduction_complete__c: null,
  phone: "9000000001",
  approve_agreement__c: true,
  ...over,
});

/** A workshop of a list: "Diya Workshop <id>" in Execution, Ravi Kumar its CMDI, the rest unset. */
export const workshopRowOf = (id: number, over: Partial<WorkshopRow> = {}): WorkshopRow => ({
  id,
  sfid: null,
  heroku_id__c: null,
  name: `Diya Workshop ${id}`,
  stagename: "Execution",
  start_date_time__c: "2026-05-04T10:30:00",
  end_date_time__c: null,
  createddate: null,
  accountid: null,
  fcpname__c: null,
  assigned_cmdi__c: null,
  cmdi_name__c: "Ravi Kumar",
  assigned_ammd__c: null,
  ...over,
});

/** A school and an article of a plan's (`plannedDetailOf`). */
export const PLAN_SCHOOL = "001SCHOOL000000001";
export const PLAN_ARTICLE = "a0A000000000001AAA";

/**
 * A workshop in Planning as workshops.details answers it: a complete plan for `today` at 10:30 (a
 * School workshop at PLAN_SCHOOL, 30 planned, Material, 12 of PLAN_ARTICLE), version 2.
 */
export const plannedDetailOf = (id: number, today: string, over: Partial<WorkshopDetail> = {}): WorkshopDetail => ({
  ...workshopRowOf(id, { stagename: "Planning", start_date_time__c: `${today}T10:30:00` }),
  ammd_name__c: null,
  no_of_participants__c: 30,
  actual_participants_count__c: null,
  stamped_amount__c: null,
  total_tertiary_by_app__c: null,
  category__c: "School",
  school_name: "Sunrise School",
  expense_head__c: "Material",
  other_expense_head_name__c: null,
  artical_finalized_photo__c: null,
  map_tile_url: null,
  articles: [{ id: 1, article__c: PLAN_ARTICLE, sku_name: "Crayons", quantity__c: 12 }],
  photos: [],
  lifecycle_version: 2,
  facts: {
    ...emptyFacts(today),
    start: `${today}T10:30:00`,
    category: "School",
    venue: PLAN_SCHOOL,
    plannedParticipants: 30,
    expenseHead: "Material",
    articles: 1,
    photoTypes: [],
  },
  history: [],
  ...over,
});

/** An FCP of the demo CMDI (Ravi Kumar), as fcps.list answers it. */
export const fcpRowOf = (id: number, over: Partial<FcpRow> = {}): FcpRow => ({
  id,
  sfid: `001F${id}`,
  name: `FCP ${String(id).padStart(3, "0")}`,
  email__c: null,
  phone: null,
  sap_code__c: null,
  date_of_birth__c: null,
  billingcity: null,
  assigned_cmdi__c: "005CMDI",
  cmdi_name: "Ravi Kumar",
  active: true,
  ...over,
});

/** A paid workshop of the AMMD's payments (the reports' rows). */
export const paymentRowOf = (id: number, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  sfid: `006${id}`,
  name: `Workshop ${id}`,
  accountid: "001F",
  fcpname__c: "Asha",
  stagename: "Paid",
  start_date_time__c: "2026-05-02T10:00:00",
  end_date_time__c: null,
  assigned_cmdi__c: "005R",
  cmdi_name__c: "Ravi",
  assigned_ammd__c: "005AMMD",
  actual_participants_count__c: 20,
  invoice_number__c: null,
  payment_document_number__c: null,
  payment_date__c: "2026-06-10",
  account_approval_date__c: null,
  amount: "1000",
  paid_amount__c: 1000,
  payment_status_remark__c: "Paid",
  ...over,
});

/** A lead of the CMDI Meera Iyer, new, assigned to the FCP Ravi (id 3), its mobile made from its id. */
export const leadOf = (id: number, name: string, over: Partial<Lead> = {}): Lead => ({
  id,
  name,
  mobile__c: `90000000${String(id).padStart(2, "0")}`,
  email__c: null,
  city__c: "Pune",
  institute__c: null,
  source: "Entered by CMDI",
  status: "New",
  follow_up: null,
  fcp_id: 3,
  fcp_name: "Ravi",
  fcp_phone: null,
  cmdi_name: "Meera Iyer",
  hpa_id: null,
  createddate: null,
  moves: [],
  ...over,
});

/** An FCP's HPA, an Art Maker in Pune, not assigned by a CMDI: `HPA <id>`, its mobile made from its id. */
export const hpaOf = (id: number, over: Partial<Hpa> = {}): Hpa => ({
  id,
  name: `HPA ${id}`,
  type: "Art Maker",
  mobile__c: `900000000${id}`,
  email__c: null,
  city__c: "Pune",
  state__c: null,
  institute__c: null,
  fcp_name: null,
  assigned: false,
  createddate: null,
  ...over,
});

/** A CMDI's training in Pune, 5 to 7 July 2026, published, 20 participants: `<type> Batch <id>`, its sfid made from its id. */
export const trainingOf = (id: number, status: string, type: string, over: Partial<Training> = {}): Training => ({
  id,
  sfid: `7015g0000000${String(id).padStart(3, "0")}AAA`,
  name: `${type} Batch ${id}`,
  type,
  city__c: "Pune",
  startdate: "2026-07-05",
  enddate: "2026-07-07",
  publish__c: true,
  heroku_id__c: "0f8fad5b-d9cb-469f-a165-70867728950e",
  status,
  no_of_participants__c: 20,
  ...over,
});

/** A list's load that is done: nothing loading, no error. */
/** An active article (its sfid from its id). */
export const articleOf = (id: number, name: string): Article => ({
  id,
  sfid: `a0ARTICLE0000000${id}`,
  material_code__c: `M${id}`,
  material_name__c: name,
  pil_billing__c: 10,
  mrp__c: 12,
});

/** The FCP's workshop 5 in Execution as its report's page reads it (one line: Glue × 3, article A1). */
export const executionWorkshopOf = (over: Partial<ExecutionWorkshop> = {}): ExecutionWorkshop => ({
  id: 5,
  name: "Bottle Art Workshop",
  stagename: "Execution",
  start_date_time__c: "2026-11-20T10:00:00",
  actual_participants_count__c: 12,
  artical_finalized_photo__c: null,
  lines: [{ article: "A1", name: "Glue", quantity: 3 }],
  version: 2,
  ...over,
});

export const loadOf = (over: Partial<ListLoad> = {}): ListLoad => ({ loading: false, refreshing: false, error: null, onRetry: () => {}, ...over });

/** A small form kept as a draft, as its View is given it (src/views/drafts.tsx): these values, unchanged, no draft restored. */
export const keptFormOf = <V>(values: V, over: Partial<DraftForm<V>> = {}): DraftForm<V> => ({
  values,
  onChange: () => {},
  changed: false,
  restored: false,
  onDiscard: () => {},
  ...over,
});

/** A device's health report (decision 078) as a refresh carries it: a day's counts, no errors. */
export const healthReportOf = (over: Partial<HealthReport> = {}): HealthReport => ({
  build: "1.4.0+test",
  up: Date.parse("2026-11-28T06:00:00Z"),
  down: Date.parse("2026-11-28T06:05:00Z"),
  waiting: 3,
  refusals: 1,
  storage: 2_400_000,
  day: "2026-11-28",
  pages: [10, 2, 1],
  syncs: [7, 1, 0],
  errors: [],
  dropped: 0,
  ...over,
});

/**
 * A server's answers to a record's writes (decision 079): the first refused as a conflict with the
 * record as it is now (`conflict`), the next stored (`row`: its id and new version); `sent` holds
 * each write's params.
 */
export function conflictOnce(conflict: { version: number; current: Record<string, string>; fields: string[] }, row: { id: number; version: number }) {
  const sent: unknown[] = [];
  const write = (params: unknown) => {
    sent.push(params);
    return sent.length === 1
      ? { status: 409, body: { error: "conflict", message: "Someone else changed this since you started. Choose which values to keep.", conflict } }
      : { status: 200, body: { rows: [row] } };
  };
  return { sent, write };
}

/** A switchable network (the outbox's online signal): `set(false)` is offline. */
export function network(on = true): OnlineSignal & { set(v: boolean): void } {
  let online = on;
  const subs = new Set<(v: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (fn) => {
      subs.add(fn);
      return () => subs.delete(fn);
    },
    set(v) {
      online = v;
      for (const fn of subs) fn(v);
    },
  };
}
