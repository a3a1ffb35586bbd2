// /createContainer (decision 043): a new container of the FCP's HPAs.
import { FCP, screen } from "../../views/routes.ts";

export const createContainerScreen = screen("/createContainer", { access: FCP, title: "Create Container", view: () => import("./screen.tsx") });
