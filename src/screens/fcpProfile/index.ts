// One FCP's page (spec 3, 6): /profile (the FCP's own record, no parameters, in the FCP's menu),
// /myFCP and /viewFCP (a CMDI's or an AMMD's FCP, by id). One screen module for the three.
import { myFcpLink, viewFcpLink } from "../../codecs/navParams.ts";
import { FCP, MANAGERS, screen } from "../../views/routes.ts";

const view = () => import("./screen.tsx");

export const profileScreen = screen("/profile", { access: FCP, title: "My Profile", menu: { of: "FCP", at: 5, icon: "person" }, view });
export const myFcpScreen = screen(myFcpLink, { access: MANAGERS, title: "FCP Details", view });
export const viewFcpScreen = screen(viewFcpLink, { access: MANAGERS, title: "FCP Details", view });
