// /Lockscreen: what the lock is (the lock itself is drawn over the page the person was on).
import { screen } from "../../views/routes.ts";

export const lockscreenScreen = screen("/Lockscreen", { access: "public", view: () => import("./screen.tsx") });
