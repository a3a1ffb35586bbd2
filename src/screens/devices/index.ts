// /devices: the person's own devices (issue 14; docs/decisions/016-sessions-and-devices.md; not in
// the spec's table: reached from the user menu).
import { screen } from "../../views/routes.ts";

export const devicesScreen = screen("/devices", { access: "signedIn", title: "My devices", view: () => import("./screen.tsx") });
