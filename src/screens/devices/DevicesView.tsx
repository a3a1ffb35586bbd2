// The person's devices, presentational: each with the name its browser gives, its first and last
// sign-in, "This device" for the one in hand, and Sign out for the others (asked first).
import { Button, Callout, Card, H1, Intent, Spinner, Tag } from "@blueprintjs/core";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { TitledState } from "../../views/shell/PageStates.tsx";
import type { Device } from "../../codecs/devices.ts";
import { dateTime } from "../../views/format.ts";
import "../../views/page.css";
import "./DevicesView.css";

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
  return (
    <div className="page devices">
      <div className="page-header">
        <H1 className="page-title">{p.title}</H1>
      </div>
      <p>The browsers you signed in on. Signing one out ends its session at once; it must sign in again with your password.</p>
      {p.error && (
        <Callout intent={Intent.WARNING} role="alert" className="page-callout">
          {p.error} <Button variant="minimal" text="Try again" onClick={p.onRetry} />
        </Callout>
      )}
      {p.loading ? (
        <Spinner aria-label="Loading your devices" />
      ) : p.devices.length === 0 && !p.error ? (
        <TitledState title="No devices yet" description="A browser appears here once you sign in on it." />
      ) : (
        <ul className="devices-list" aria-label="Your devices">
          {p.devices.map((d) => (
            <li key={d.id}>
              <Card className="devices-item">
                <div className="devices-item-text">
                  <strong>{d.name}</strong> {d.current && <Tag intent={Intent.SUCCESS}>This device</Tag>}
                  <div>
                    First signed in {dateTime(d.firstSeen)} · last signed in {dateTime(d.lastSeen)}
                  </div>
                </div>
                {!d.current && (
                  <Button
                    text="Sign out"
                    aria-label={`Sign out ${d.name}, last signed in ${dateTime(d.lastSeen)}`}
                    onClick={() => p.onSignOut(d.id)}
                  />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog open={p.confirming !== null} intent={Intent.DANGER} no="No" yes="Sign out" onYes={p.onConfirm} onNo={p.onCancel}>
        <p>Sign out {p.confirming?.name}? It will have to sign in again with your password.</p>
      </ConfirmDialog>
    </div>
  );
}
