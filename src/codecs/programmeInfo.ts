// The Info page (/Info, decision 036): what a person needs to know about the programme, read from
// the code's own tables so the page cannot drift from the rules it describes: the financial year
// (./calendar.ts), the FCP's workshop allowance (the withinAllowance check's count), the stages of
// a workshop and who moves each (the lifecycle's TRANSITIONS), what each upload takes (FILE_KINDS)
// and the payment badges (./payments.ts). Pure.
import { amountOf } from "./display.ts";
import type { FcpProfile } from "./people.ts";
import { badgeOf, dueBadgeOf, type Badge } from "./payments.ts";
import { FILE_KINDS, IMAGE_TYPES, MAX_UPLOAD_BYTES, ONE_PDF, PDF_TYPE, type FileKind } from "./upload.ts";
import type { WorkshopStage } from "./workshop.ts";
import { OWNER_WORDS, TRANSITIONS, type Transition } from "./workshopLifecycle.ts";
import { msg } from "./i18n.ts";

/** A way out of a stage: the action, where it goes, who takes it. */
export interface StageMove {
  label: string;
  to: WorkshopStage;
  by: string;
  /** Who takes it, each in words ("the workshop's FCP"): `by` is them joined. */
  owners: string[];
}
export interface StageInfo {
  stage: WorkshopStage;
  moves: StageMove[];
}

const or = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`);

/**
 * The stages in the order the lifecycle table meets them (each transition's source, then its
 * target), each with the transitions out of it (one line per action and target).
 */
export function stagesOf(table: readonly Transition[] = TRANSITIONS): StageInfo[] {
  const order: WorkshopStage[] = [];
  for (const t of table) for (const s of [t.from, t.to]) if (!order.includes(s)) order.push(s);
  return order.map((stage) => {
    const moves: StageMove[] = [];
    for (const t of table.filter((x) => x.from === stage)) {
      if (moves.some((m) => m.label === t.label && m.to === t.to)) continue;
      const owners = t.by.map((o) => OWNER_WORDS[o]);
      moves.push({ label: t.label, to: t.to, by: or(owners), owners });
    }
    return { stage, moves };
  });
}

/** The FCP's allowance this financial year: workshops counted against it, and how many are allowed (null: no limit set). */
export interface Allowance {
  used: number;
  total: number | null;
}

/**
 * As the lifecycle's withinAllowance check counts (server/ops/workshopLifecycle.ts): the FCP's
 * workshops of the financial year past Planning and not Cancelled, against the account's
 * Allowed_Workshop__c. The profile's workshops are those of this financial year.
 */
export function allowanceOf(p: Pick<FcpProfile, "fcp" | "workshops">): Allowance {
  const notCounted: readonly (string | null)[] = ["Planning", "Cancelled"] satisfies WorkshopStage[];
  return { used: p.workshops.filter((w) => !notCounted.includes(w.stagename)).length, total: amountOf(p.fcp.allowed_workshop__c) };
}

/** What the page calls each kind of stored file (the compiler asks for a new kind's name). */
const KIND_NAMES: Record<FileKind, string> = {
  image: msg("Submission images (Upload Images)"),
  ettc: msg("ETTC document"),
  training: msg("Training photos"),
  workshop: msg("Workshop photos"),
  news: msg("News slide images"),
};

export interface UploadRule {
  kind: FileKind;
  name: string;
  uploader: string;
  types: string;
  maxSize: string;
  /** The size limit itself ("5 MB"): `maxSize` says "less than" it. */
  size: string;
  note: string | null;
}

const typeName = (mime: string) => (mime.split("/")[1] ?? mime).toUpperCase();
/** "5 MB": the limit in the spec's units. */
export const maxUploadSize = (bytes: number = MAX_UPLOAD_BYTES) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Each kind of upload in FILE_KINDS' order: who sends it, the types it takes, its size limit. */
export function uploadRules(): UploadRule[] {
  return (Object.keys(FILE_KINDS) as FileKind[]).map((kind) => {
    const k = FILE_KINDS[kind];
    const pdf = k.accepts === "pdf";
    return {
      kind,
      name: KIND_NAMES[kind],
      uploader: k.uploader === "superAdmin" ? msg("Super admin") : k.uploader,
      types: pdf ? typeName(PDF_TYPE) : IMAGE_TYPES.map(typeName).join(", "),
      maxSize: `less than ${maxUploadSize()}`,
      size: maxUploadSize(),
      note: pdf ? ONE_PDF : null,
    };
  });
}

/** The payment badges and when each shows: the badge rule itself (payments.ts' badgeOf) for a recorded payment and for none. */
export const PAYMENT_BADGES: readonly (Badge & { when: string })[] = [
  { ...badgeOf({ payment_status_remark__c: "recorded" }), when: msg("accounts have recorded the payment (its status remark is filled in)") },
  { ...badgeOf({ payment_status_remark__c: null }), when: msg("no payment is recorded yet") },
  // Payment Details' own words (decision 108), by the rule itself
  {
    ...dueBadgeOf({ payment_status_remark__c: null, stagename: "Execution" }),
    when: msg("on Payment Details, accounts have not approved the workshop for payment yet"),
  },
  { ...dueBadgeOf({ payment_status_remark__c: null, stagename: "Cancelled" }), when: msg("on Payment Details, the workshop is cancelled") },
];
