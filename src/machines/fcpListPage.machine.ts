// A manager's FCPs past those on the device (decision 092): /listMyFCP's search asked of the
// server for the tab's status (./listPage.ts; the page op fcps.list.page, bound by
// src/features/people.ts).
import type { FcpRow, FcpStatus } from "../codecs/people.ts";
import { listPageMachine } from "./listPage.ts";

export const fcpListPageMachine = listPageMachine<FcpRow, { status: FcpStatus }>("fcpListPage");
