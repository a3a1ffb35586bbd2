// /slider: the home carousel's news as a full-page slideshow (decision 040).
import { screen } from "../../views/routes.ts";

export const sliderScreen = screen("/slider", { access: "signedIn", title: "News", view: () => import("./screen.tsx") });
