// /manageContent (issue 46 item 3; decision 085): the super admin adds, edits, retires and restores
// the library's content items. Only the super admin may open it (and call its operations).
import { screen, SUPER } from "../../views/routes.ts";

export const manageContentScreen = screen("/manageContent", {
  access: SUPER,
  title: "Manage Content",
  menu: { of: "SUPER", at: 5, icon: "learning" },
  view: () => import("./screen.tsx"),
});
