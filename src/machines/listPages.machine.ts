// The "ask the server" flow of a windowed cached list (decision 092) whose screen keeps its list's
// loader apart (its own machine), one flow per list (`list`: the super admin's people, a manager's
// FCPs, the trainings awaiting the AMMD, the CMDI's trainings, Manage People's people): the server
// page of ./windowPage.ts.
// The screen asks only when the device holds a window of the list (the store's total is more than
// its rows): for the rows past the device's (`server.ask` with `start`, the rows it holds: "Show
// more from the server" on a screen with no filter), or for a tab's or a search's rows
// (`server.ask` with the list's params, filters and search, from 0); `server.cleared` shows the
// device's rows again. The `page` actor (the list's page op, by `list`) is bound by
// src/features/people.ts.
import { windowPageMachine, type WindowPageInput } from "./windowPage.ts";

/** The lists whose screens ask the server through this flow. */
export const PAGED_LISTS = ["superPeople", "fcps", "trainingApprovals", "trainings", "managedPeople"] as const;
export type PagedList = (typeof PAGED_LISTS)[number];

/** What the page actor is asked: the list and its page op's params (past the rows skipped and those shown). */
export type ListPageInput = WindowPageInput<PagedList>;

/** The rows one ask brings. */
export const LIST_PAGE = 100;

export const listPagesMachine = windowPageMachine<unknown, "listPages", PagedList>("listPages");
