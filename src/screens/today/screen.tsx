// /today hosted (decision 076): no flow of its own; the signed-in person's Today part (./today.tsx,
// hosted with the flows of the lists it reads) drawn as the page, its title the page's heading.
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { todayOf } from "./today.tsx";
import { TodayPageView } from "./TodayPageView.tsx";

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: s.props.title, Today: todayOf(s.user?.role) }),
  View: TodayPageView,
});
