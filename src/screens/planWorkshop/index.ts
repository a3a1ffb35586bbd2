// /planningWorkshop: an FCP plans a workshop (a new one, or with `id` their own still in Planning).
import { planningLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const planWorkshopScreen = screen(planningLink, { access: FCP, title: "Plan a Workshop", view: () => import("./screen.tsx") });
