// /targets (issue 47 item 2; decision 084): the month's targets and progress. The FCP their own, the
// CMDI each of their FCPs (and the form that sets their targets), the AMMD her CMDIs rolled up (one
// CMDI's FCPs on demand), with a chart and its table.
import { screen } from "../../views/routes.ts";

export const targetsScreen = screen("/targets", {
  access: ["FCP", "CMDI", "AMMD"],
  title: "Targets",
  menu: [
    { of: "FCP", at: 11, icon: "target" },
    { of: "CMDI", at: 11, icon: "target" },
    { of: "AMMD", at: 11, icon: "target" },
  ],
  view: () => import("./screen.tsx"),
});
