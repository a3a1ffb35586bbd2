// The spec's pages that are not built yet (spec section 2's route table): each is registered here
// once, with who may open it, its title and its menu entry, and shows "This page is coming soon."
// (src/views/PlaceholderPage.tsx). Building one: move its line to its feature, with a view.
import { defineFeature } from "./feature.ts";
import { screen, type Access } from "../views/routes.ts";
import type { MenuSpot } from "../views/menus.ts";

/** A route of the spec's table registered before its page is built (none is left; kept for the next one). */
export const soon = (path: string, access: Access, title?: string, menu?: MenuSpot) =>
  screen(path, { access, placeholder: true, ...(title ? { title } : {}), ...(menu ? { menu } : {}) });

export const placeholders = defineFeature({
  id: "placeholders",
  machines: [],
  screens: [
    // none left: every route of the spec's table is built (issues 24 and 25)
  ],
});
