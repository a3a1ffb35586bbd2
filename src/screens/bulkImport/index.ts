// /import (issue 46 item 2; decision 086): a CMDI brings in outlets from a CSV file, checked and
// previewed before anything is written (in their menu).
import { CMDI, screen } from "../../views/routes.ts";

export const bulkImportScreen = screen("/import", {
  access: CMDI,
  title: "Import",
  menu: { of: "CMDI", at: 6, icon: "cloud-upload" },
  view: () => import("./screen.tsx"),
});
