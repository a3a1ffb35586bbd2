// /search?q= (issue 47 item 4; decision 082): the records of this device that match the header's
// search, grouped by kind, for every signed-in role.
import { searchLink } from "../../codecs/navParams.ts";
import { screen } from "../../views/routes.ts";

export const searchScreen = screen(searchLink, { access: "signedIn", title: "Search", view: () => import("./screen.tsx") });
