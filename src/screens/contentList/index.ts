// The content lists (decision 018): /fevicryl-Content (spec 2.8, the FCP's menu), /content ('View
// training content', which also leads to the categories) and each category page, one screen over
// the cached library, each page a preset filter (src/codecs/content.ts): each registration loads
// the screen for its page.
import { CONTENT_CATEGORY_PAGES, contentPageOf, type ContentPage } from "../../codecs/content.ts";
import { ContentListParams } from "../../codecs/navParams.ts";
import { screen } from "../../views/routes.ts";

const listOf = (path: string): ContentPage => contentPageOf(path)!;
const view = (page: ContentPage) => () => import("./screen.tsx").then((m) => ({ default: m.contentListOf(page) }));

export const contentListScreens = [
  // the whole library (FCP's menu), then each category (decision 018)
  screen(
    { path: "/fevicryl-Content", params: ContentListParams },
    {
      access: "signedIn",
      title: "Fevicryl Content Categorization",
      menu: { of: "FCP", at: 4, icon: "media" },
      view: view(listOf("/fevicryl-Content")),
    },
  ),
  screen(
    { path: "/content", params: ContentListParams },
    { access: "signedIn", title: "View training content", menu: { of: "FCP", at: 8, icon: "learning" }, view: view(listOf("/content")) },
  ),
  ...CONTENT_CATEGORY_PAGES.map((p) => screen({ path: p.path, params: ContentListParams }, { access: "signedIn", title: p.title, view: view(p) })),
];
