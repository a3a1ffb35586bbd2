// A Blueprint icon drawn straight from the bundled paths (the shell loads them before it paints,
// src/views/shell/icons.ts): a list draws dozens to hundreds of them, and Blueprint's Icon component
// costs a component with state and effects each. Blueprint's Icon draws it while the paths are not
// loaded (component tests). Decorative: hidden from screen readers (the text beside it says it).
import { memo } from "react";
import { Classes, Icon } from "@blueprintjs/core";
import { Icons, IconSize, type IconName } from "@blueprintjs/icons";
import { cx } from "./styles.ts";
import { byPlace } from "./keys.ts";

export const PathIcon = memo(function PathIcon({ icon }: { icon: IconName }) {
  return pathIcon(icon);
});

/** PathIcon's drawing, for a memoised part that picks its icon itself (a row's stage). */
export function pathIcon(icon: IconName) {
  const paths = Icons.getPaths(icon, IconSize.STANDARD);
  if (!paths) return <Icon icon={icon} aria-hidden="true" />;
  return (
    <span className={cx(Classes.ICON, Classes.ICON_STANDARD)} data-icon={icon} aria-hidden="true">
      <svg width={16} height={16} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
        {/* keyed by position: another icon in the same place (a row's stage in a list that changed)
            changes its paths' d in place rather than removing and making them */}
        {byPlace(paths).map(({ item, place }) => (
          <path key={place} d={item} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
