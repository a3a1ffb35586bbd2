// Each workshop stage's icon (spec 2.11: "Stages with icons"): all nine, each its own. A stage's
// name is a message too (drawn as `t(stage)`).
import type { IconName } from "@blueprintjs/icons";
import type { WorkshopStage } from "../../codecs/workshop.ts";
import { msg } from "../../codecs/i18n.ts";

export const STAGE_ICONS: ReadonlyArray<{ stage: WorkshopStage; icon: IconName }> = [
  { stage: msg("Planning"), icon: "clipboard" },
  { stage: msg("Awaiting Workshop Confirmation"), icon: "time" },
  { stage: msg("Awaiting AMMD Approval"), icon: "hand" },
  { stage: msg("AMMD Confirmation"), icon: "take-action" },
  { stage: msg("Execution"), icon: "build" },
  { stage: msg("CMDI Verification"), icon: "confirm" },
  { stage: msg("Paid"), icon: "bank-account" },
  { stage: msg("Cancelled"), icon: "ban-circle" },
  { stage: msg("Account Approved"), icon: "endorsed" },
];

const BY_STAGE = new Map<string, IconName>(STAGE_ICONS.map((s) => [s.stage, s.icon]));

/** The stage's icon; a stage the programme does not list gets a plain circle. */
export const stageIcon = (stage: string | null): IconName => (stage !== null && BY_STAGE.get(stage)) || "circle";
