// /fieldDevices hosted: the list's loader flow and the store's cached rows, as the View's props.
// The cached rows show at once (and offline) while they refresh; a failed load says so with Try
// again, and loads again when the connection comes back.
import { programmeDate } from "../../codecs/calendar.ts";
import { fieldDevicesSlot } from "../../codecs/fieldDevices.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { fieldDevicesListMachine } from "./fieldDevicesList.machine.ts";
import { FieldDevicesView } from "./FieldDevicesView.tsx";

export default hosted<ScreenProps>()({
  flows: { list: cachedListFlow(fieldDevicesSlot, fieldDevicesListMachine, "fieldDevicesList", { refreshOnOpen: true }) },
  select: (s) => {
    const { rows, load, busy, failed } = cachedListOf(s, s.flows.list, fieldDevicesSlot);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load,
      settled: !busy && !failed,
      today: programmeDate(new Date()),
      rows,
    };
  },
  View: FieldDevicesView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});
