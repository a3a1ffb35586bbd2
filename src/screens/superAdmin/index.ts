// /super and /Userlist (spec 2.10): the super admin's people, one screen under two paths.
import { superLink, userListLink } from "../../codecs/navParams.ts";
import { screen, SUPER } from "../../views/routes.ts";

const view = () => import("./screen.tsx");

export const superAdminScreens = [
  screen(superLink, { access: SUPER, title: "Super Admin", menu: { of: "SUPER", at: 1, icon: "people" }, view }),
  screen(userListLink, { access: SUPER, title: "User List", view }),
];
