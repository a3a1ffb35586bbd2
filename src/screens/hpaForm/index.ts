// /addNewHPA (decision 041): the new-HPA form; an add goes through the outbox and shows in the list at once.
import { FCP, screen } from "../../views/routes.ts";

export const hpaFormScreen = screen("/addNewHPA", { access: FCP, title: "Add New HPA", view: () => import("./screen.tsx") });
