// A stage's icon (./stages.ts), drawn straight from the bundled paths (../PathIcon.tsx): a list
// draws hundreds of them (one memoised part each, the icon's drawing called in it).
import { memo } from "react";
import { pathIcon } from "../PathIcon.tsx";
import { stageIcon } from "./stages.ts";

export const StageIcon = memo(function StageIcon({ stage }: { stage: string | null }) {
  return pathIcon(stageIcon(stage));
});
