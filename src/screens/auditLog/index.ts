// /auditLog (issue 46 item 4; decision 080): what happened, for the super admin (in their menu:
// every record) and an AMMD (a shortcut on their home: the people of their region).
import { AMMD, screen, SUPER } from "../../views/routes.ts";

export const auditLogScreen = screen("/auditLog", {
  access: [...AMMD, ...SUPER],
  title: "Audit Log",
  menu: { of: "SUPER", at: 3, icon: "history" },
  view: () => import("./screen.tsx"),
});
