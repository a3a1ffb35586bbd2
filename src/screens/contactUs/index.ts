// /contact-us (decision 036): the caller's CMDI and AMMD and the helpline (op contacts.mine, cached).
// Who "my CMDI and AMMD" are is the server's answer, never chosen here.
import { screen } from "../../views/routes.ts";

export const contactUsScreen = screen("/contact-us", {
  access: "signedIn",
  title: "Contact Us",
  menu: { of: "FCP", at: 9, icon: "phone" },
  view: () => import("./screen.tsx"),
});
