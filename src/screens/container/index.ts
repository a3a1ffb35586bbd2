// /viewContainer[?id=] (decision 043): the containers of the person's scope; ?id= opens one (the
// FCP's own in its form: edit or remove; a manager's read-only).
import { viewContainerLink } from "../../codecs/navParams.ts";
import { screen } from "../../views/routes.ts";

export const containerScreen = screen(viewContainerLink, { access: "signedIn", title: "View Container", view: () => import("./screen.tsx") });
