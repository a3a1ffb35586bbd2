// /birthday-Info hosted: the birthdays' loader flow and the store's cached birthdays (this month's,
// India's), as the View's props. The cached rows show at once (and offline) while they refresh; a
// failed load says so with Try again, and loads again when the connection comes back.
import { programmeDate } from "../../codecs/calendar.ts";
import { birthdaysSlot } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { birthdayListMachine } from "../../machines/birthdayList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { BirthdaysView } from "./BirthdaysView.tsx";
import { msg } from "../../codecs/i18n.ts";

const MONTHS = [
  msg("January"),
  msg("February"),
  msg("March"),
  msg("April"),
  msg("May"),
  msg("June"),
  msg("July"),
  msg("August"),
  msg("September"),
  msg("October"),
  msg("November"),
  msg("December"),
];

export default hosted<ScreenProps>()({
  flows: {
    list: flow({ machine: birthdayListMachine, key: "birthdayList", input: (h) => ({ hasCached: rowsOf(h, birthdaysSlot).length > 0 }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, birthdaysSlot);
    const { snap, send } = s.flows.list;
    const today = programmeDate(new Date());
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, snap, rows.length, keptError(snap), birthdaysSlot, () => send({ type: "birthdays.retry" })),
      settled: !snap.hasTag("loading") && !snap.matches("failed"),
      month: MONTHS[Number(today.slice(5, 7)) - 1]!,
      today,
      rows,
    };
  },
  View: BirthdaysView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "birthdays.retry" });
  },
});
