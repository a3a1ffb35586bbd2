// A CMDI's workshops (/listWorkshopCMDI) and an FCP's (/homeFCP): one screen.
import { CMDI, FCP, screen } from "../../views/routes.ts";

const view = () => import("./screen.tsx");

export const myWorkshopsScreens = {
  fcp: screen("/homeFCP", { access: FCP, title: "Workshops", menu: { of: "FCP", at: 3, icon: "office" }, view }),
  cmdi: screen("/listWorkshopCMDI", { access: CMDI, title: "Workshops", view }),
};
