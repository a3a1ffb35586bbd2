// "Show more (n more)" under a list drawn a page at a time (decision 007): nothing when every row is shown.
// Blueprint's button markup without its component (the lists draw it again at each filter change, and
// the component adds two empty icons, a text part and keyboard state to a plain button).
import { Button, Classes } from "@blueprintjs/core";
import { MORE_FROM_SERVER } from "../codecs/window.ts";
import { cx } from "./styles.ts";
import { useT } from "./i18n.tsx";
import type { WindowSource } from "./WindowNote.tsx";

export function ShowMore({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  const t = useT();
  return total > shown ? (
    <button type="button" className={cx(Classes.BUTTON, Classes.FILL)} onClick={onMore}>
      <span className={Classes.BUTTON_TEXT}>{t("Show more ({count} more)", { count: total - shown })}</span>
    </button>
  ) : null;
}

/**
 * ShowMore under a windowed list (decision 112), and once every row on it is drawn and the server
 * holds more, the window note's "Show more from the server" under it too (the note's is far above).
 */
export function ShowMoreOrServer({ total, shown, onMore, source }: { total: number; shown: number; onMore: () => void; source: WindowSource }) {
  const t = useT();
  const fromServer = shown >= total && (source.kind === "device" || source.kind === "server") ? (source.onMore ?? null) : null;
  return (
    <>
      <ShowMore total={total} shown={shown} onMore={onMore} />
      {fromServer && <Button fill text={t(MORE_FROM_SERVER)} onClick={fromServer} />}
    </>
  );
}
