// "Show more (n more)" under a list drawn a page at a time (decision 007): nothing when every row is shown.
// Blueprint's button markup without its component (the lists draw it again at each filter change, and
// the component adds two empty icons, a text part and keyboard state to a plain button).
import { Classes } from "@blueprintjs/core";
import { cx } from "./styles.ts";
import { useT } from "./i18n.tsx";

export function ShowMore({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  const t = useT();
  return total > shown ? (
    <button type="button" className={cx(Classes.BUTTON, Classes.FILL)} onClick={onMore}>
      <span className={Classes.BUTTON_TEXT}>{t("Show more ({count} more)", { count: total - shown })}</span>
    </button>
  ) : null;
}
