// /manageNews (issue 46 item 3; decision 087): the super admin adds, edits, retires and restores the
// news slides the home carousel and /slider show. Only the super admin may open it (and call its operations).
import { screen, SUPER } from "../../views/routes.ts";

export const manageNewsScreen = screen("/manageNews", {
  access: SUPER,
  title: "Manage News",
  menu: { of: "SUPER", at: 6, icon: "media" },
  view: () => import("./screen.tsx"),
});
