// Drafts (issue 30, decision 038): what a person typed in a form and has not saved, kept on this
// device as one kept fact (`drafts.saved { value }`, the latest wins) so that a reload, a crash
// and a sign-out with unsent work leave it. The value maps `<userId>:<form key>` (a form key is
// the form and its record: `outlet:12`, `plan:new`, `participants:7`) to the values as typed and
// when. Only the forms that opt in keep drafts (never a password or a code); the event log
// redacts secret keys anyway.
import * as t from "io-ts";
import { factSlot } from "./facts.ts";

export const Draft = t.type({ values: t.unknown, at: t.string });
export type Draft = t.TypeOf<typeof Draft>;
export const Drafts = t.record(t.string, Draft);
export type Drafts = t.TypeOf<typeof Drafts>;

export const draftsSlot = factSlot("drafts", Drafts);

/** Where a person's draft of a form lives in the map. */
export const draftEntry = (userId: number | null | undefined, key: string): string => `${userId ?? "anyone"}:${key}`;

/** The map with one draft set (or removed, for `values` undefined). */
export function withDraft(drafts: Drafts | undefined, entry: string, values: unknown, at: string): Drafts {
  const next: Drafts = { ...drafts };
  if (values === undefined) delete next[entry];
  else next[entry] = { values, at };
  return next;
}
