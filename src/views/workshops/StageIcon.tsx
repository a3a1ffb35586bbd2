// A stage's icon (./stages.ts) drawn straight from the bundled paths (the shell loads them before it
// paints, src/views/shell/icons.ts): a list draws hundreds of them, and Blueprint's Icon component
// costs a component with state and effects each. Blueprint's Icon draws it while the paths are not
// loaded (component tests).
import { memo } from "react";
import { Classes, Icon } from "@blueprintjs/core";
import { Icons, IconSize } from "@blueprintjs/icons";
import { cx } from "../styles.ts";
import { stageIcon } from "./stages.ts";

export const StageIcon = memo(function StageIcon({ stage }: { stage: string | null }) {
  const name = stageIcon(stage);
  const paths = Icons.getPaths(name, IconSize.STANDARD);
  if (!paths) return <Icon icon={name} aria-hidden="true" />;
  return (
    <span className={cx(Classes.ICON, Classes.ICON_STANDARD)} data-icon={name} aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden from screen readers with its span; the stage is written beside it */}
      <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor">
        {paths.map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
});
