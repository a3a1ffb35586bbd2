// The person's devices, presentational: each with the name its browser gives, its first and last
// sign-in, "This device" for the one in hand, and Sign out for the others (asked first).
import { Button, Callout, Card, H1, Intent, Spinner, Tag } from "@blueprintjs/core";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { TitledState } from "../../views/shell/PageStates.tsx";
import type { Device } from "../../codecs/devices.ts";
import "../../views/page.css";
import "./DevicesView.css";
import { useT } from "../../views/i18n.tsx";
import { useFormats } from "../../views/useFormats.ts";

export interface DevicesViewProps {
  title: string;
  devices: readonly Device[];
  loading: boolean;
  error: string | null;
  /** The device whose sign-out is being asked about. */
  confirming: Device | null;
  onRetry: () => void;
  onSignOut: (id: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DevicesView(p: DevicesViewProps) {
  const t = useT();
  const fmt = useFormats();
  return (
    <div className="page devices">
      <div className="page-header">
        <H1 className="page-title">{t(p.title)}</H1>
      </div>
      <p>{t("The browsers you signed in on. Signing one out ends its session at once; it must sign in again with your password.")}</p>
      {p.error && (
        <Callout intent={Intent.WARNING} role="alert" className="page-callout">
          {t(p.error)} <Button variant="minimal" text={t("Try again")} onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading ? (
        <Spinner aria-label={t("Loading your devices")} />
      ) : p.devices.length === 0 && !p.error ? (
        <TitledState title={t("No devices yet")} description={t("A browser appears here once you sign in on it.")} />
      ) : (
        <ul className="devices-list" aria-label={t("Your devices")}>
          {p.devices.map((d) => (
            <li key={d.id}>
              <Card className="devices-item">
                <div className="devices-item-text">
                  <strong>{d.name}</strong> {d.current && <Tag intent={Intent.SUCCESS}>{t("This device")}</Tag>}
                  <div>
                    {t("First signed in {first} · last signed in {last}", { first: fmt.dateTime(d.firstSeen), last: fmt.dateTime(d.lastSeen) })}
                  </div>
                </div>
                {!d.current && (
                  <Button
                    text={t("Sign out")}
                    aria-label={t("Sign out {name}, last signed in {last}", { name: d.name, last: fmt.dateTime(d.lastSeen) })}
                    onClick={() => p.onSignOut(d.id)}
                  />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={p.confirming !== null} intent={Intent.DANGER} no={t("No")} yes={t("Sign out")} onYes={p.onConfirm} onNo={p.onCancel}>
        <p>{t("Sign out {name}? It will have to sign in again with your password.", { name: p.confirming?.name ?? "" })}</p>
      </ConfirmDialog>
    </div>
  );
}
