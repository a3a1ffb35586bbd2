// Query-string parameters of the screens opened with parameters (spec section 2, "Navigation
// with parameters"). Each codec decodes the URLSearchParams as a plain record of strings; a
// failure carries a message naming the parameter, shown by the shell's bad-link state.
import * as t from "io-ts";
import { CarriedFilters } from "./ammdWorkshops.ts";
import { CONTENT_FILTER_KEYS, type ContentFilterKey, type ContentFilters } from "./content.ts";
import { oneOf, type FieldErrors } from "./form.ts";
import { ROLES } from "./role.ts";
import { PERSON_TABS } from "./superAdmin.ts";
import { TRAINING_TAB_IDS } from "./training.ts";
import * as E from "fp-ts/Either";

/** A positive whole number written in the query string ("12" -> 12). */
const wholeNumber = (name: string) =>
  new t.Type<number, string, unknown>(
    "WholeNumber",
    (u): u is number => typeof u === "number" && Number.isSafeInteger(u) && u > 0,
    (u, c) => {
      if (u === undefined || u === "") return t.failure(u, c, `${name} is missing`);
      const n = typeof u === "string" && /^\d{1,15}$/.test(u) ? Number(u) : NaN;
      return n > 0 ? t.success(n) : t.failure(u, c, `${name} must be a positive whole number, not "${String(u)}"`);
    },
    String,
  );

/** A record id: letters and digits (Salesforce ids are 15 or 18 long; short demo ids too). */
const sfid = (name: string) =>
  new t.Type<string, string, unknown>(
    "Sfid",
    (u): u is string => typeof u === "string" && /^[A-Za-z0-9]{3,18}$/.test(u),
    (u, c) => {
      if (u === undefined || u === "") return t.failure(u, c, `${name} is missing`);
      return typeof u === "string" && /^[A-Za-z0-9]{3,18}$/.test(u)
        ? t.success(u)
        : t.failure(u, c, `${name} must be a record id, not "${String(u)}"`);
    },
    t.identity,
  );

const uuid = (name: string) =>
  new t.Type<string, string, unknown>(
    "Uuid",
    (u): u is string => typeof u === "string" && UUID.test(u),
    (u, c) => (typeof u === "string" && UUID.test(u) ? t.success(u.toLowerCase()) : t.failure(u, c, `${name} must be a record key (uuid)`)),
    t.identity,
  );
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (name: string) =>
  new t.Type<string, string, unknown>(
    "Text",
    (u): u is string => typeof u === "string" && u.trim() !== "",
    (u, c) => (typeof u === "string" && u.trim() !== "" && u.length <= 200 ? t.success(u.trim()) : t.failure(u, c, `${name} must be non-empty text`)),
    t.identity,
  );

const bool = (name: string) =>
  new t.Type<boolean, string, unknown>(
    "BooleanText",
    (u): u is boolean => typeof u === "boolean",
    (u, c) =>
      u === "true" || u === "t" ? t.success(true) : u === "false" || u === "f" ? t.success(false) : t.failure(u, c, `${name} must be true or false`),
    String,
  );

export const AddEditOutletParams = t.partial({ outletid: wholeNumber("outletid") });
/** Where /workshop was opened from, so Back returns there: the AMMD's list (with its filters), a CMDI's or an FCP's list, the FCP's Events Planned. */
export const WORKSHOP_SOURCES = ["ammd", "cmdi", "fcp", "events"] as const;
export type WorkshopSource = (typeof WORKSHOP_SOURCES)[number];

/** /workshop: the workshop, and the filter state of the AMMD list it was opened from (carried, never a bad link). */
export const WorkshopParams = t.intersection([
  t.type({ id: wholeNumber("id") }),
  t.partial({ workshopSFID: sfid("workshopSFID"), source: text("source"), stagename: text("stagename") }),
  CarriedFilters,
]);
export const TrainingParams = t.intersection([
  t.type({ id: wholeNumber("id") }),
  t.partial({ sfid: sfid("sfid"), publish__c: bool("publish__c"), heroku_id__c: uuid("heroku_id__c") }),
]);
/** A CMDI's training whose photos /addTrainingPhotos shows (decision 028): the training's id. */
export const TrainingPhotosParams = t.type({ id: wholeNumber("id") });
/** The FCP's workshop whose execution report /addParticipants and /addPhotos edit (decision 030): its id. */
export const ExecutionParams = t.type({ id: wholeNumber("id") });
export const WorkshopListParams = t.intersection([
  t.type({ sfid: sfid("sfid"), type: oneOf([...ROLES, "ETTC"], "type must be one of FCP, CMDI, AMMD, ETTC") }),
  t.partial({
    count: new t.Type<number, string, unknown>(
      "Count",
      (u): u is number => typeof u === "number",
      (u, c) => (typeof u === "string" && /^\d{1,3}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, "count must be 0 or more")),
      String,
    ),
  }),
]);
export const FevicrylDetailsParams = t.partial({ id: wholeNumber("id") });
/** One FCP of a manager (/viewFCP, /myFCP): the account's record id. */
export const FcpParams = t.type({ id: wholeNumber("id") });
/** One HPA of the FCP (/assignedHPA; decision 041): its record id. */
export const HpaParams = t.type({ id: wholeNumber("id") });
/** The FCP's containers (/viewContainer; decision 043): the list, or one container by its record id. */
export const ContainerParams = t.partial({ id: wholeNumber("id") });
/** The tab of the CMDI's trainings (spec 2.7), so a reload and the way back from a training keep it. */
export const TrainingListParams = t.partial({ tab: oneOf(TRAINING_TAB_IDS, "tab must be one of pending, approved, rejected") });

/** The longest search or filter text (every search box stops there). */
export const FILTER_TEXT_MAX = 100;
/** A filter value or the search text, as typed or chosen: at most 100 characters ("" is none). */
const filterText = (name: string) =>
  new t.Type<string, string, unknown>(
    "FilterText",
    (u): u is string => typeof u === "string" && u.length <= FILTER_TEXT_MAX,
    (u, c) =>
      typeof u === "string" && u.trim().length <= FILTER_TEXT_MAX
        ? t.success(u.trim())
        : t.failure(u, c, `${name} must be text of at most ${FILTER_TEXT_MAX} characters`),
    t.identity,
  );

/** What a content list's address keeps (decision 018): the seven filters and the name search `q`. */
export type ContentListQuery = { filters: ContentFilters; q: string };
const CONTENT_QUERY_KEYS = [...CONTENT_FILTER_KEYS, "q"] as const;
export const ContentListParams = t.partial(
  Object.fromEntries(CONTENT_QUERY_KEYS.map((k) => [k, filterText(k)])) as Record<ContentFilterKey | "q", ReturnType<typeof filterText>>,
);

/** The filters and search of a content list from its decoded parameters (an empty value is none). */
export function contentQueryOf(params: Record<string, unknown>): ContentListQuery {
  const filters: ContentFilters = {};
  for (const k of CONTENT_FILTER_KEYS) {
    const v = params[k];
    if (typeof v === "string" && v !== "") filters[k] = v;
  }
  return { filters, q: typeof params.q === "string" ? params.q : "" };
}

/** The address of a content list with these filters and search (set values only, in the filters' order). */
export function contentListHref(path: string, { filters, q }: ContentListQuery): string {
  const sp = new URLSearchParams();
  for (const k of CONTENT_FILTER_KEYS) if (filters[k]) sp.set(k, filters[k]!);
  if (q.trim()) sp.set("q", q);
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}
export const ViewUploadsParams = t.partial({ id: wholeNumber("id") });
/** /WorkshopDetails: the workshop, and the person whose Workshop List it was opened from (`user`, `type`: Back goes there). */
export const WorkshopDetailsParams = t.intersection([
  t.type({ id: wholeNumber("id") }),
  t.partial({
    workshopSFID: sfid("workshopSFID"),
    stagename: text("stagename"),
    heroku_id__c: uuid("heroku_id__c"),
    source: oneOf(["lists"], "source must be lists"),
    user: sfid("user"),
    type: oneOf(PERSON_TABS, "type must be one of FCP, CMDI, AMMD, ETTC"),
  }),
]);
/** /super and /Userlist: the tab to show (Back from a Workshop List returns to it); an unknown one is FCP. */
export const SuperParams = t.partial({
  tab: new t.Type<(typeof PERSON_TABS)[number] | undefined, string | undefined, unknown>(
    "Tab",
    (u): u is undefined => u === undefined,
    (u) => t.success((PERSON_TABS as readonly unknown[]).includes(u) ? (u as (typeof PERSON_TABS)[number]) : undefined),
    (a) => a,
  ),
});

/** /planningWorkshop: a new plan, or (with `id`) the FCP's workshop still in Planning (decision 029). */
export const PlanningParams = t.partial({ id: wholeNumber("id") });
/** /previewWorkshop: the saved plan to check and submit. */
export const PreviewParams = t.type({ id: wholeNumber("id") });

export type AddEditOutletParams = t.TypeOf<typeof AddEditOutletParams>;
export type WorkshopParams = t.TypeOf<typeof WorkshopParams>;
export type TrainingParams = t.TypeOf<typeof TrainingParams>;
export type TrainingPhotosParams = t.TypeOf<typeof TrainingPhotosParams>;
export type ExecutionParams = t.TypeOf<typeof ExecutionParams>;
export type WorkshopListParams = t.TypeOf<typeof WorkshopListParams>;
export type FevicrylDetailsParams = t.TypeOf<typeof FevicrylDetailsParams>;
export type FcpParams = t.TypeOf<typeof FcpParams>;
export type TrainingListParams = t.TypeOf<typeof TrainingListParams>;
export type ContentListParams = t.TypeOf<typeof ContentListParams>;
export type ViewUploadsParams = t.TypeOf<typeof ViewUploadsParams>;
export type WorkshopDetailsParams = t.TypeOf<typeof WorkshopDetailsParams>;
export type SuperParams = t.TypeOf<typeof SuperParams>;
export type PlanningParams = t.TypeOf<typeof PlanningParams>;
export type PreviewParams = t.TypeOf<typeof PreviewParams>;

/**
 * A screen's address and the codec of its query, declared once beside the codec: the screen's
 * feature registers it (`screen({ ...workshopLink, title, access, view })`, src/features) and a
 * view links to it with `navHref(workshopLink, params)`, typed by the same codec.
 */
export interface PageLink<C extends t.Mixed = t.Mixed> {
  readonly path: string;
  readonly params: C;
}
const pageLink = <C extends t.Mixed>(path: string, params: C): PageLink<C> => ({ path, params });

export const addEditOutletLink = pageLink("/addEditOutlet", AddEditOutletParams);
/** /search (decision 082): what the header's search looked for (absent: the empty search). */
export const searchLink = pageLink("/search", t.partial({ q: text("q") }));
export const workshopLink = pageLink("/workshop", WorkshopParams);
/** The spec's other address of the workshop details page: the same query and page (decision 040). */
export const viewWorkshopDetailsLink = pageLink("/viewWorkshopDetails", WorkshopParams);
export const ammdWorkshopsLink = pageLink("/listWorkshopsAMMD", CarriedFilters);
export const superLink = pageLink("/super", SuperParams);
export const userListLink = pageLink("/Userlist", SuperParams);
export const trainingListLink = pageLink("/listTraining", TrainingListParams);
export const trainingLink = pageLink("/training", TrainingParams);
export const trainingPhotosLink = pageLink("/addTrainingPhotos", TrainingPhotosParams);
export const superWorkshopListLink = pageLink("/Workshoplist", WorkshopListParams);
export const fevicrylDetailsLink = pageLink("/fevicryl-Details", FevicrylDetailsParams);
export const viewUploadsLink = pageLink("/viewUploads", ViewUploadsParams);
export const workshopDetailsLink = pageLink("/WorkshopDetails", WorkshopDetailsParams);
export const viewFcpLink = pageLink("/viewFCP", FcpParams);
export const assignedHpaLink = pageLink("/assignedHPA", HpaParams);
export const viewContainerLink = pageLink("/viewContainer", ContainerParams);
/** /lead?id= (decision 042): one lead of the FCP. */
export const leadLink = pageLink("/lead", HpaParams);
export const myFcpLink = pageLink("/myFCP", FcpParams);
export const planningLink = pageLink("/planningWorkshop", PlanningParams);
export const previewLink = pageLink("/previewWorkshop", PreviewParams);
export const participantsLink = pageLink("/addParticipants", ExecutionParams);
export const evidencePhotosLink = pageLink("/addPhotos", ExecutionParams);

/** The decoded query of a link's screen. */
export type NavParams<L extends PageLink> = t.TypeOf<L["params"]>;
export type ParamsResult<P = Record<string, unknown>> = { ok: true; params: P } | { ok: false; errors: FieldErrors };

/** Decodes a query string ("?id=3&source=lists") with a screen's codec; a screen without one gets {}. */
export function decodeNavParams(codec: t.Mixed | undefined, search: string): ParamsResult {
  if (!codec) return { ok: true, params: {} };
  const raw = Object.fromEntries(new URLSearchParams(search));
  const r = codec.decode(raw);
  if (E.isRight(r)) return { ok: true, params: r.right as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const e of r.left) {
    const key = e.context[e.context.length - 1]?.key ?? "";
    errors[key] ??= e.message ?? `${key} is not valid`;
  }
  return { ok: false, errors };
}

/** Builds "path?query" from typed params (the encode side of the same codec). */
export function navHref<L extends PageLink>(link: L, params: NavParams<L>): string {
  const { path } = link;
  const encoded = (link.params as t.Type<NavParams<L>, Record<string, string | undefined>>).encode(params);
  const q = new URLSearchParams(Object.entries(encoded).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return q ? `${path}?${q}` : path;
}
