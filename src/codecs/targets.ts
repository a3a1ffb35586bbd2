// Targets (issue 47 item 2; decision 084): a monthly target per FCP (workshops held, participants)
// that their CMDI sets, and the progress towards it, counted on the server from the workshops of
// the month (`targets.progress`): an FCP their own, a CMDI each of their FCPs, an AMMD per CMDI
// rolled up (and per FCP of one CMDI on demand), the super admin every CMDI.
import * as t from "io-ts";
import { defineRead, defineWrite, exactObject, exactParams, IdRow } from "./contract.ts";
import { listSlot } from "./lists.ts";
import { msg } from "./language.ts";
import type { WorkshopStage } from "./workshop.ts";

/**
 * A workshop counts as held once its FCP has reported it (`workshop.report`: the day came, the
 * participants, articles and photos are in): from then on it is in CMDI Verification, Account
 * Approved or Paid. A report returned to the FCP is back in Execution and no longer counts; a
 * cancelled workshop never counts. Participants are the reported (actual) participants of those.
 */
export const HELD_STAGES: readonly WorkshopStage[] = ["CMDI Verification", "Account Approved", "Paid"];

export const TARGET_MESSAGES = {
  fcp: msg("Choose one of your FCPs."),
  month: msg("Choose a month."),
  workshops: msg("The workshops target must be a whole number from 0 to 100."),
  participants: msg("The participants target must be a whole number from 0 to 10000."),
  notYours: msg("That FCP is not one of yours."),
  past: msg("A month that has ended keeps its target; choose this month or a later one."),
} as const;

export const MAX_WORKSHOPS = 100;
export const MAX_PARTICIPANTS_TARGET = 10_000;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as 'YYYY-MM' (2000 to 2099). */
export const Month = new t.Type<string, string, unknown>(
  "a month as YYYY-MM",
  (u): u is string => typeof u === "string" && MONTH_RE.test(u) && u >= "2000-01" && u <= "2099-12",
  (u, c) =>
    typeof u === "string" && MONTH_RE.test(u.trim()) && u.trim() >= "2000-01" && u.trim() <= "2099-12"
      ? t.success(u.trim())
      : t.failure(u, c, TARGET_MESSAGES.month),
  t.identity,
);

/** A whole number from 0 to `max`, typed as text in the form ("12") or sent as a number (12). */
const countOf = (max: number, message: string) =>
  new t.Type<number, number, unknown>(
    `a whole number from 0 to ${max}`,
    (u): u is number => typeof u === "number" && Number.isInteger(u) && u >= 0 && u <= max,
    (u, c) => {
      const s = typeof u === "number" ? String(u) : typeof u === "string" ? u.trim() : "";
      return /^\d{1,6}$/.test(s) && Number(s) <= max ? t.success(Number(s)) : t.failure(u, c, message);
    },
    t.identity,
  );

/** The FCP chosen in the form: their account id, as the select gives it. */
const FcpChoice = new t.Type<string, string, unknown>(
  "FcpChoice",
  (u): u is string => typeof u === "string" && /^[1-9]\d{0,8}$/.test(u),
  (u, c) => (typeof u === "string" && /^[1-9]\d{0,8}$/.test(u.trim()) ? t.success(u.trim()) : t.failure(u, c, TARGET_MESSAGES.fcp)),
  t.identity,
);

/** The target form: which FCP, which month, how many workshops held and participants. */
export const TargetForm = exactObject(
  {
    fcp: FcpChoice,
    month: Month,
    workshops: countOf(MAX_WORKSHOPS, TARGET_MESSAGES.workshops),
    participants: countOf(MAX_PARTICIPANTS_TARGET, TARGET_MESSAGES.participants),
  },
  {},
  "target field",
);
export type TargetValues = t.TypeOf<typeof TargetForm>;
/** What the form holds while typing: every field as text. */
export interface TargetDraft {
  fcp: string;
  month: string;
  workshops: string;
  participants: string;
}
export type TargetField = keyof TargetDraft;
export const TARGET_FIELDS: readonly TargetField[] = ["fcp", "month", "workshops", "participants"];

/** A CMDI sets (or changes) one of their FCPs' target for a month. */
export const targetsSet = defineWrite("targets.set", { params: exactParams({ values: TargetForm }), row: IdRow, roles: ["CMDI"] });

const num = t.number;
const numOrNull = t.union([t.number, t.null]);
const strOrNull = t.union([t.string, t.null]);

/**
 * One line of progress for a month: an FCP (`level` "fcp", `id` their account id) or a CMDI's FCPs
 * rolled up (`level` "cmdi", `id` the CMDI's record id, `cmdi` their sfid, `fcps` how many FCPs,
 * `targeted` how many of them have a target). The targets are null when none is set.
 */
export const ProgressRow = t.type({
  id: num,
  level: t.union([t.literal("fcp"), t.literal("cmdi")]),
  month: t.string,
  name: strOrNull,
  /** an FCP's mobile (their label tells namesakes apart: decision 068); null on a CMDI's line */
  phone: strOrNull,
  cmdi: strOrNull,
  fcps: num,
  targeted: num,
  target_workshops: numOrNull,
  target_participants: numOrNull,
  held: num,
  participants: num,
});
export type ProgressRow = t.TypeOf<typeof ProgressRow>;

/** The progress of a month in the caller's scope; `cmdi` (an AMMD, the super admin): that CMDI's FCPs one by one. */
export const targetsProgress = defineRead("targets.progress", {
  params: exactParams({ month: Month }, { cmdi: t.string }),
  row: ProgressRow,
  roles: ["FCP", "CMDI", "AMMD"],
});

/** The progress last fetched (its rows say their month; a drill-down's, their CMDI). */
export const targetProgressSlot = listSlot("targetProgress", ProgressRow);

/** How far along a figure is, 0 to 1 (no target, or a target of 0: null). */
export const shareOf = (done: number, target: number | null): number | null => (target === null || target <= 0 ? null : Math.min(1, done / target));

/** The month after `m` ('YYYY-MM'). */
export function nextMonth(m: string): string {
  const [y, mo] = m.split("-").map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
}

/** The text values of a row's target for the form (empty when none is set). */
export const draftOf = (fcp: string, month: string, row: ProgressRow | undefined): TargetDraft => ({
  fcp,
  month,
  workshops: row?.target_workshops == null ? "" : String(row.target_workshops),
  participants: row?.target_participants == null ? "" : String(row.target_participants),
});
