// /listFCPAssignedHPA, the FCP menu's "Assigned HPAs" (decision 041).
import { FCP, screen } from "../../views/routes.ts";

export const assignedHpaListScreen = screen("/listFCPAssignedHPA", {
  access: FCP,
  title: "Assigned HPAs",
  menu: { of: "FCP", at: 2, icon: "people" },
  view: () => import("./screen.tsx"),
});
