// /fevicryl-Details?id=N (spec 2.9): one item of the content library and its rating.
import { fevicrylDetailsLink } from "../../codecs/navParams.ts";
import { screen } from "../../views/routes.ts";

export const contentDetailsScreen = screen(fevicrylDetailsLink, {
  access: "signedIn",
  title: "Fevicryl Details",
  view: () => import("./screen.tsx"),
});
