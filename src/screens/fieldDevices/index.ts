// /fieldDevices (issue 48 item 4; decision 078): each person's devices as their last health
// reports tell: a CMDI their FCPs, an AMMD her region, the super admin everyone (an AMMD: her menu).
import { MANAGERS, screen } from "../../views/routes.ts";

export const fieldDevicesScreen = screen("/fieldDevices", {
  access: MANAGERS,
  title: "Field devices",
  menu: [
    { of: "CMDI", at: 2, icon: "mobile-phone" },
    { of: "AMMD", at: 2, icon: "mobile-phone" },
  ],
  view: () => import("./screen.tsx"),
});
