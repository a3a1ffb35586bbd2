// /changesNotSaved (issue 48 item 2; decision 081): the writes the server refused that wait for the
// signed-in person's word, on every role, read from the device's store (so offline too). Its entry is
// in every role's user menu and in the header while any waits (the header's count links here).
import { screen } from "../../views/routes.ts";

export const CHANGES_NOT_SAVED = "/changesNotSaved";

export const changesNotSavedScreen = screen(CHANGES_NOT_SAVED, {
  access: "signedIn",
  title: "Changes not saved",
  view: () => import("./screen.tsx"),
});
