// /import (issue 46 item 2; decision 086): a CMDI brings in outlets, an FCP HPAs, the super admin
// people, from a CSV file or a workbook, checked and previewed before anything is written (in their menus).
import { screen } from "../../views/routes.ts";

export const bulkImportScreen = screen("/import", {
  access: ["CMDI", "FCP", "SUPER"],
  title: "Import",
  menu: [
    { of: "CMDI", at: 6, icon: "cloud-upload" },
    { of: "FCP", at: 12, icon: "cloud-upload" },
    { of: "SUPER", at: 7, icon: "cloud-upload" },
  ],
  view: () => import("./screen.tsx"),
});
