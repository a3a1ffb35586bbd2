// A stage's icon (./stages.ts), drawn straight from the bundled paths (../PathIcon.tsx): a list
// draws hundreds of them.
import { memo } from "react";
import { PathIcon } from "../PathIcon.tsx";
import { stageIcon } from "./stages.ts";

export const StageIcon = memo(function StageIcon({ stage }: { stage: string | null }) {
  return <PathIcon icon={stageIcon(stage)} />;
});
