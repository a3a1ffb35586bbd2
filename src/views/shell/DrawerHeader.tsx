// A drawer's title bar. Blueprint's Drawer writes its `title` as an H4, which comes right after the
// page's H1 (axe: heading-order, issue 49 item 8); so the app's drawers have no `title` and start
// with this instead: Blueprint's own header (the same classes, icon and Close button) with an H2
// drawn at the H4's size, so the title looks as it did.
import { Button, Classes, H2, Icon } from "@blueprintjs/core";
import { IconSize, SmallCrossIcon } from "@blueprintjs/icons";
import { useT } from "../i18n.tsx";
import type { LargeIconName } from "./icons.ts";
import "./DrawerHeader.css";

/** `title` is an English text, drawn in the reader's language. */
export function DrawerHeader({ title, icon, onClose }: { title: string; icon?: LargeIconName; onClose: () => void }) {
  const t = useT();
  return (
    <div className={Classes.DRAWER_HEADER}>
      {icon && <Icon icon={icon} size={IconSize.LARGE} />}
      <H2 className="drawer-header-title">{t(title)}</H2>
      <Button
        aria-label={t("Close")}
        className={Classes.DIALOG_CLOSE_BUTTON}
        icon={<SmallCrossIcon size={IconSize.LARGE} />}
        onClick={onClose}
        variant="minimal"
      />
    </div>
  );
}
