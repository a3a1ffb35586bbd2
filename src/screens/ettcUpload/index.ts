// The FCP's uploads (spec 2.16, 2.17): /ettc-Upload, /viewUploads and /pdfViewer.
import { viewUploadsLink } from "../../codecs/navParams.ts";
import { FCP, screen } from "../../views/routes.ts";

export const uploadScreens = [
  screen("/ettc-Upload", { access: FCP, title: "ETTC Upload", view: () => import("./screen.tsx") }),
  screen(viewUploadsLink, { access: FCP, title: "View Uploads", view: () => import("../viewUploads/screen.tsx") }),
  screen("/pdfViewer", { access: FCP, title: "PDF Viewer", view: () => import("../pdfViewer/screen.tsx") }),
];
