// The FCP's Events Planned hosted (decision 035): the FCP's own workshop list (the cached
// workshops.mine of /homeFCP, refreshed by the same flow) kept to the workshops still to come, as
// an agenda by month; Back from a workshop returns here.
import { programmeDate } from "../../codecs/calendar.ts";
import { agendaByMonth } from "../../codecs/eventsPlanned.ts";
import type { WorkshopRow } from "../../codecs/workshop.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { openable } from "../../views/workshops/links.ts";
import { hosted } from "../host.tsx";
import { mine, mineFlow, retryMine } from "../myWorkshops/mine.ts";
import { EventsPlannedPageView } from "./EventsPlannedPageView.tsx";

const fromEvents = (w: WorkshopRow) => openable(w, "events");

export default hosted<ScreenProps>()({
  flows: { list: mineFlow<ScreenProps>() },
  select: (s) => {
    const list = mine(s, s.flows.list);
    const today = programmeDate(new Date());
    return {
      title: s.props.title,
      back: list.back.to,
      today,
      months: agendaByMonth(list.rows, today),
      hrefOf: fromEvents,
      onOpen: s.navigate,
      loading: list.loading,
      refreshing: list.refreshing,
      error: list.error,
      onRetry: list.onRetry,
    };
  },
  View: EventsPlannedPageView,
  onReconnect: (s) => retryMine(s.flows.list),
});
