// /birthday-Info (spec 2.15) for a CMDI and an AMMD: a table with No., Name, Date and Email ID of
// their FCPs born in this month (India's), in date order; an illustration when there are none; the
// table as a CSV file.
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { programmeDate } from "../../codecs/calendar.ts";
import { birthdaysSlot } from "../../codecs/people.ts";
import { homeOf } from "../../codecs/session.ts";
import { birthdayListMachine } from "../../machines/birthdayList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { ExportCsv } from "../ExportCsv.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useList } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { BIRTHDAY_COLUMNS, numbered } from "./peopleColumns.ts";
import { PeopleTable } from "./PeopleTable.tsx";
import "./FcpListView.css";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export default function BirthdaysPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const rows = useList(birthdaysSlot);
  const today = useMemo(() => programmeDate(new Date()), []);
  const month = MONTHS[Number(today.slice(5, 7)) - 1];
  const [snap, send] = useFlow("birthdayList", birthdayListMachine, { hasCached: rows.length > 0 });
  const columns = useMemo(() => numbered(rows, BIRTHDAY_COLUMNS), [rows]);
  const settled = !snap.hasTag("loading") && !snap.matches("failed");
  const load = useListLoad(snap, rows.length, snap.matches("failed") || snap.matches("stale") ? snap.context.error : null, birthdaysSlot.name, () =>
    send({ type: "birthdays.retry" }),
  );
  return (
    <ListFrame
      title={title}
      back={user ? homeOf(user) : "/"}
      className="fcp-list"
      what="birthdays"
      state={load}
      empty={
        settled && rows.length === 0
          ? { icon: "calendar", title: "No birthdays this month", description: `None of your FCPs has a birthday in ${month}.` }
          : null
      }
      actions={<ExportCsv what="birthdays" today={today} columns={columns} rows={rows} label="Download the birthdays as CSV" />}
    >
      <PeopleTable rows={rows} columns={columns} label={`Birthdays in ${month}`} />
    </ListFrame>
  );
}
