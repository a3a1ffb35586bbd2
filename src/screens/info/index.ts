// /Info (decision 036): the rules of the programme, read from the code's tables; the FCP's
// allowance from their profile (op fcps.profile).
import { screen } from "../../views/routes.ts";

export const infoScreen = screen("/Info", {
  access: "signedIn",
  title: "Info",
  menu: { of: "FCP", at: 6, icon: "info-sign" },
  view: () => import("./screen.tsx"),
});
