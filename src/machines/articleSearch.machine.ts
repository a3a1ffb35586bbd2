// The articles a plan's or a report's line may name that the device does not hold (decision 092:
// the device holds the latest 1,000): the plan form's and the report's "Find an article on the
// server" asks for them by the person's search (op articles.list.page, ./windowPage.ts); the
// `page` actor is bound by src/features/workshops.ts.
import type { Article } from "../codecs/reference.ts";
import { windowPageMachine } from "./windowPage.ts";

export const articleSearchMachine = windowPageMachine<Article, "articleSearch">("articleSearch");
