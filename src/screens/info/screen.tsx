// /Info hosted (decision 036): the programme's facts from the code's tables; an FCP's allowance
// from their own profile (./allowance.tsx, hosted with its flow; started for an FCP only). A
// manager sees the rest.
import { currentFinancialYear } from "../../codecs/calendar.ts";
import { PAYMENT_BADGES, stagesOf, uploadRules } from "../../codecs/programmeInfo.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { FcpAllowance } from "./allowance.tsx";
import { InfoView } from "./InfoView.tsx";

const STAGES = stagesOf();
const UPLOADS = uploadRules();

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({
    title: s.props.title,
    back: s.user ? homeOf(s.user) : "/",
    year: currentFinancialYear(new Date()),
    Allowance: s.user?.role === "FCP" ? FcpAllowance : null,
    stages: STAGES,
    uploads: UPLOADS,
    payments: PAYMENT_BADGES,
  }),
  View: InfoView,
});
