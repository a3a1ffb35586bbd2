// Where a windowed list's rows come from (decision 092), said above the list: the device's window
// (how many of how many), the server's answer to the person's filters (with the next page), the
// device's rows only when offline, or a failed ask with Try again. Nothing for a whole list.
import { Button, Callout, Spinner } from "@blueprintjs/core";
import {
  ASKING_SERVER,
  FROM_SERVER,
  MORE_FROM_SERVER,
  OFFLINE_DEVICE,
  ON_DEVICE,
  ON_DEVICE_BY_NAME,
  ON_DEVICE_BY_NAME_ONLY,
  ON_DEVICE_ONLY,
} from "../codecs/window.ts";
import { useT } from "./i18n.tsx";

export type WindowSource =
  | { kind: "whole" }
  // onMore absent: a filter asks the server (the payments); null: the phone's part only is said (Today);
  // a function: "Show more from the server" (a list its screen does not narrow)
  // byName: the list is by name (the people, decision 112), the phone holds its first rows, not its most recent
  | { kind: "device"; held: number; total: number; onMore?: (() => void) | null; byName?: boolean }
  | { kind: "asking" }
  | { kind: "server"; shown: number; total: number; onMore: (() => void) | null }
  | { kind: "offline"; held: number; total: number }
  | { kind: "failed"; message: string; onRetry: () => void };

export function WindowNote({ source: s }: { source: WindowSource }) {
  const t = useT();
  switch (s.kind) {
    case "whole":
      return null;
    case "device":
      return (
        <Callout role="status" icon="mobile-phone" className="page-callout">
          {t(s.onMore === undefined ? (s.byName ? ON_DEVICE_BY_NAME : ON_DEVICE) : s.byName ? ON_DEVICE_BY_NAME_ONLY : ON_DEVICE_ONLY, {
            held: s.held,
            total: s.total,
          })}
          {s.onMore && <Button text={t(MORE_FROM_SERVER)} variant="minimal" onClick={s.onMore} />}
        </Callout>
      );
    case "asking":
      return (
        <Callout role="status" icon={<Spinner size={16} />} className="page-callout">
          {t(ASKING_SERVER)}
        </Callout>
      );
    case "server":
      return (
        <Callout role="status" icon="cloud" intent="primary" className="page-callout">
          {t(FROM_SERVER, { shown: s.shown, total: s.total })}
          {s.onMore && <Button text={t(MORE_FROM_SERVER)} variant="minimal" onClick={s.onMore} />}
        </Callout>
      );
    case "offline":
      return (
        <Callout role="status" icon="offline" intent="warning" className="page-callout">
          {t(OFFLINE_DEVICE, { held: s.held, total: s.total })}
        </Callout>
      );
    case "failed":
      return (
        <Callout role="alert" intent="danger" className="page-callout">
          {s.message} <Button text={t("Try again")} variant="minimal" onClick={s.onRetry} />
        </Callout>
      );
  }
}
