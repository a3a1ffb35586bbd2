// The FCP's Events Planned (/listFCPEventsPlanned, decision 035).
import { FCP, screen } from "../../views/routes.ts";

export const eventsPlannedScreen = screen("/listFCPEventsPlanned", {
  access: FCP,
  title: "Events Planned",
  menu: { of: "FCP", at: 7, icon: "calendar" },
  view: () => import("./screen.tsx"),
});
