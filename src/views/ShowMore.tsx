// "Show more (n more)" under a list drawn a page at a time (decision 007): nothing when every row is shown.
import { Button } from "@blueprintjs/core";

export function ShowMore({ total, shown, onMore }: { total: number; shown: number; onMore: () => void }) {
  return total > shown ? <Button text={`Show more (${total - shown} more)`} onClick={onMore} fill /> : null;
}
