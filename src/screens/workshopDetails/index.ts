// Workshop Details under its four addresses: /workshop (every role: AMMD rows, a CMDI's and an FCP's
// lists open it), /viewWorkshopDetails (the spec's other address of the same page, decision 040),
// /WorkshopDetails (the super admin's) and /previewWorkshop (the FCP's saved plan, decision 029).
import { previewLink, viewWorkshopDetailsLink, workshopDetailsLink, workshopLink } from "../../codecs/navParams.ts";
import { FCP, screen, SUPER } from "../../views/routes.ts";

const details = () => import("./screen.tsx");

export const workshopDetailsScreens = [
  screen(previewLink, { access: FCP, title: "Preview Workshop", view: () => details().then((m) => ({ default: m.PreviewWorkshopScreen })) }),
  screen(workshopDetailsLink, {
    access: SUPER,
    title: "Workshop Details",
    view: () => details().then((m) => ({ default: m.SuperWorkshopDetailsScreen })),
  }),
  screen(workshopLink, { access: "signedIn", title: "Workshop Details", view: details }),
  screen(viewWorkshopDetailsLink, { access: "signedIn", title: "Workshop Details", view: details }),
];
