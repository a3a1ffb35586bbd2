// /today (issue 47 item 1; decision 076): what needs the signed-in person now, computed on the
// device from the cached lists and the rules' table (src/codecs/today.ts). Every signed-in role: the
// FCP, the CMDI, the AMMD (and the super admin, an AMMD: hers). The same list heads each role's home.
import { screen } from "../../views/routes.ts";

export const todayScreen = screen("/today", { access: "signedIn", title: "Today", view: () => import("./screen.tsx") });
