// /lead?id= (decision 042): one of the FCP's leads, its history, a status change and Convert to HPA.
import { leadLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const leadScreen = screen(leadLink, { access: FCP, title: "Lead", view: () => import("./screen.tsx") });
