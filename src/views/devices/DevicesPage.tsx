// /devices: the devices the person signed in on, from the store at once (refreshed in the
// background); signing one out asks first (docs/decisions/016-sessions-and-devices.md).
import { devicesSlot } from "../../codecs/devices.ts";
import { deviceListMachine } from "../../machines/deviceList.machine.ts";
import { useFlow, useList } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { DevicesView, type DevicesViewProps } from "./DevicesView.tsx";

export function useDevices(title: string): DevicesViewProps {
  const rows = useList(devicesSlot);
  const [snap, send] = useFlow("deviceList", deviceListMachine, { hasCached: rows.length > 0 });
  const asking = snap.context.confirming?.id ?? null;
  return {
    title,
    devices: rows,
    loading: snap.hasTag("loading") && rows.length === 0,
    // a failed refresh, or a sign-out that could not be queued (Try again refreshes and clears it)
    error: snap.matches({ list: "loading" }) ? null : snap.context.error,
    confirming: asking === null ? null : (rows.find((d) => d.id === asking) ?? null),
    onRetry: () => send({ type: "devices.retry" }),
    onSignOut: (id) => send({ type: "devices.signOut", id }),
    onConfirm: () => send({ type: "devices.confirmed" }),
    onCancel: () => send({ type: "devices.cancelled" }),
  };
}

export default function DevicesPage({ title }: ScreenProps) {
  return <DevicesView {...useDevices(title)} />;
}
