// /managePeople (issue 46 item 1; decision 077): the super admin adds, edits, switches off and on,
// moves and invites people. Only the super admin may open it (and call its operations).
import { screen, SUPER } from "../../views/routes.ts";

export const managePeopleScreen = screen("/managePeople", {
  access: SUPER,
  title: "Manage People",
  menu: { of: "SUPER", at: 2, icon: "people" },
  view: () => import("./screen.tsx"),
});
