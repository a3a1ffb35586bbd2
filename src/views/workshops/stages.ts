// Each workshop stage's icon (spec 2.11: "Stages with icons"): all nine, each its own.
import type { IconName } from "@blueprintjs/icons";
import type { WorkshopStage } from "../../codecs/workshop.ts";

export const STAGE_ICONS: ReadonlyArray<{ stage: WorkshopStage; icon: IconName }> = [
  { stage: "Planning", icon: "clipboard" },
  { stage: "Awaiting Workshop Confirmation", icon: "time" },
  { stage: "Awaiting AMMD Approval", icon: "hand" },
  { stage: "AMMD Confirmation", icon: "take-action" },
  { stage: "Execution", icon: "build" },
  { stage: "CMDI Verification", icon: "confirm" },
  { stage: "Paid", icon: "bank-account" },
  { stage: "Cancelled", icon: "ban-circle" },
  { stage: "Account Approved", icon: "endorsed" },
];

const BY_STAGE = new Map<string, IconName>(STAGE_ICONS.map((s) => [s.stage, s.icon]));

/** The stage's icon; a stage the programme does not list gets a plain circle. */
export const stageIcon = (stage: string | null): IconName => (stage !== null && BY_STAGE.get(stage)) || "circle";
