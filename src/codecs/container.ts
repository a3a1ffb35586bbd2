// Containers (issue 25; docs/decisions/043): a named group of the FCP's HPAs gathered for one purpose
// (a school's teachers, a festival campaign). The form (name, purpose, members), its messages, the
// row as the server lists it (its members inside), the operations (list, create, update, remove)
// and the cached list. A member has a kind: "hpa" now; "lead" is left for the leads (decision 043).
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow, noParams, RowId } from "./contract.ts";
import { limited, optionalMultiline, requiredString } from "./form.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./i18n.ts";
import { baseOf, VersionedIdRow } from "./conflict.ts";
import { pageOf, windowed } from "./window.ts";

export const CONTAINER_NAME_MAX = 120;
export const CONTAINER_DESCRIPTION_MAX = 500;
/** At most this many members in one container (a school's staff, a campaign's list). */
export const CONTAINER_MEMBERS_MAX = 500;

export const CONTAINER_MESSAGES = {
  name: msg("Name is required"),
  nameTaken: msg("You already have a container with this name"),
  members: msg("Choose at least one HPA"),
  membersTooMany: `A container holds at most ${CONTAINER_MEMBERS_MAX} members`,
  memberNotFound: msg("Choose members from your own HPAs"),
  notFound: msg("This container was not found"),
  onlyFcp: msg("Only an FCP can make or change containers"),
} as const;

export type ContainerFieldKey = "name" | "description" | "members";
export const CONTAINER_FIELD_LABELS: Record<ContainerFieldKey, string> = { name: msg("Name"), description: msg("Purpose"), members: msg("Members") };

/** The HPAs picked (record ids): at least one, each once. */
const memberIds = new t.Type<number[], number[], unknown>(
  "Members",
  (u): u is number[] => Array.isArray(u) && u.length > 0 && u.every((x) => RowId.is(x)),
  (u, c) => {
    if (!Array.isArray(u) || u.length === 0)
      return Array.isArray(u) ? t.failure(u, c, CONTAINER_MESSAGES.members) : t.failure(u, c, "Members must be a list");
    if (u.length > CONTAINER_MEMBERS_MAX) return t.failure(u, c, CONTAINER_MESSAGES.membersTooMany);
    if (!u.every((x) => RowId.is(x))) return t.failure(u, c, CONTAINER_MESSAGES.memberNotFound);
    return t.success([...new Set(u as number[])]);
  },
  t.identity,
);

export interface ContainerValues {
  name: string;
  description: string;
  members: number[];
}

/** Form codec: decodeForm(ContainerForm, values) gives each field's message. */
export const ContainerForm: t.Type<ContainerValues, ContainerValues, unknown> = exactObject(
  {
    name: limited(requiredString(CONTAINER_MESSAGES.name), CONTAINER_NAME_MAX, "Name"),
    description: limited(optionalMultiline, CONTAINER_DESCRIPTION_MAX, "Purpose"),
    members: memberIds,
  },
  {},
  "container field",
) as t.Type<ContainerValues, ContainerValues, unknown>;

export const emptyContainerValues = (): ContainerValues => ({ name: "", description: "", members: [] });

/** Whether `v` has a container form's shape (what a kept draft must be to come back). */
export const isContainerValues = (v: unknown): v is ContainerValues => {
  const o = v as Partial<ContainerValues> | null;
  return (
    typeof o === "object" &&
    o !== null &&
    typeof o.name === "string" &&
    typeof o.description === "string" &&
    Array.isArray(o.members) &&
    o.members.every((m) => typeof m === "number")
  );
};

const nstr = t.union([t.string, t.null]);

/** One member as listed: its kind ("hpa"; "lead" later), the record's id, name, kind of HPA and mobile. */
export const ContainerMember = t.type({ kind: t.literal("hpa"), id: t.number, name: t.string, type: nstr, mobile: nstr });
export type ContainerMember = t.TypeOf<typeof ContainerMember>;

/** A container as the server lists it: the FCP's name for the managers' view. */
export const Container = t.intersection([
  t.type({
    id: t.number,
    name: t.string,
    description: nstr,
    fcp_name: nstr,
    members: t.array(ContainerMember),
    createddate: nstr,
  }),
  // version: the row's version (decision 079; absent in lists cached before it)
  t.partial({ version: t.number }),
]);
export type Container = t.TypeOf<typeof Container>;

/** Every role reads the containers of its scope, newest first; only an FCP makes, changes or removes their own. */
export const containersList = windowed(defineRead("containers.list", { params: noParams, row: Container, roles: "any" }), {
  // decision 092: a device holds the 300 newest containers (none is open work); the rest by "More
  // from the server", and one not held opens by its id
  cap: 300,
  filters: ["id"],
  search: ["name", "description", "fcp_name"],
});
/** The containers the device does not hold: a page of them from the server (decision 092). */
export const containersListPage = pageOf(containersList);
export const containersCreate = defineWrite("containers.create", { params: exactParams({ values: ContainerForm }), row: IdRow, roles: ["FCP"] });
/** The values the container had where the form started (decision 079): any text, the members' ids. */
export const ContainerBaseValues = exactObject({ name: t.string, description: t.string, members: t.array(RowId) }, {}, "container field");
/** An update's answer: the container's id and its new version (absent in answers stored before decision 079). */
export const ContainerWritten = VersionedIdRow;
/**
 * The merge's texts of a container's values (decision 079): the members as one field, their ids
 * sorted and joined by commas ("3,7,12"), so a conflict's `current` is texts like every record's.
 */
export const containerTexts = (v: { name: string; description: string | null; members: readonly number[] }): Record<ContainerFieldKey, string> => ({
  name: v.name,
  description: v.description ?? "",
  members: [...v.members].sort((a, b) => a - b).join(","),
});
/** A container write's values as the merge's texts, or null when `v` is not a container's values. */
export const containerTextsOf = (v: unknown): Record<ContainerFieldKey, string> | null => (ContainerBaseValues.is(v) ? containerTexts(v) : null);
/** The members' ids of a merge's text ("" is none). */
export const membersOfText = (s: string): number[] => (s === "" ? [] : s.split(",").map(Number));
/**
 * `base`: the version and values the form started from (decision 079): a field someone else changed
 * meanwhile merges (name, purpose and the members each as one field), one both changed is refused
 * as a conflict. Without it (a write queued before versions) the last write wins, as before.
 */
export const containersUpdate = defineWrite("containers.update", {
  params: exactParams({ id: RowId, values: ContainerForm }, { base: baseOf(ContainerBaseValues) }),
  row: ContainerWritten,
  roles: ["FCP"],
});
export const containersRemove = defineWrite("containers.remove", { params: exactParams({ id: RowId }), row: IdRow, roles: ["FCP"] });

/** The cached containers: `containers.list`'s rows. */
export const containersSlot = listSlot("containers", Container);

/** The checklist's search: name, mobile or type, case-insensitive. */
export function matchesMember(h: { name: string; mobile__c: string; type: string | null }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || [h.name, h.mobile__c, h.type].some((v) => (v ?? "").toLowerCase().includes(q));
}
