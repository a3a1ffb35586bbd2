// /addEditOutlet[?outletid=N] (spec screen 5): one outlet's form; read-only for all but CMDI.
import { addEditOutletLink } from "../../codecs/navParams.ts";
import { screen } from "../../views/routes.ts";

// read-only for all but CMDI (spec screen 5)
export const outletFormScreen = screen(addEditOutletLink, { access: "signedIn", title: "Add/Edit Outlet", view: () => import("./screen.tsx") });
