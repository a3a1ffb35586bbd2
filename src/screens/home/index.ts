// A role home (/newHomeFCP, /homeCMDI, /homeAMMD): the page title, the role's shortcuts and the
// news carousel; each role's menu opens it first.
import { AMMD, CMDI, FCP, screen } from "../../views/routes.ts";

const view = () => import("./screen.tsx");

export const homeScreens = [
  screen("/newHomeFCP", { access: FCP, title: "Home", menu: { of: "FCP", at: 1, icon: "home" }, view }),
  screen("/homeCMDI", { access: CMDI, title: "Workshops", menu: { of: "CMDI", at: 1, icon: "office" }, view }),
  screen("/homeAMMD", { access: AMMD, title: "Workshops", menu: { of: "AMMD", at: 1, icon: "office" }, view }),
];
