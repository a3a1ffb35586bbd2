// The search's server part (issue 47 item 4; decision 082): the records the caller may see that
// hold the query, each kind read as its own list is scoped (the same scope functions, from the
// session only), then the device's own rule (src/codecs/recordSearch.ts) picks and draws the hits,
// so the server never finds what a list would not show and both sides agree on what matches.
import { RECORD_SEARCH_MIN, searchRecords, searchRecordsRead } from "../../src/codecs/recordSearch.ts";
import { hpasMatching } from "./hpas.ts";
import { leadsMatching } from "./leads.ts";
import { peopleMatching } from "./managePeople.ts";
import { outletsMatching } from "./outlets.ts";
import { fcpsMatching } from "./people.ts";
import { defineOp } from "./registry.ts";
import { workshopsMatching } from "./workshops.ts";

export const searchRecordsOp = defineOp(searchRecordsRead, async ({ db, user }, { q }) => {
  if (q.length < RECORD_SEARCH_MIN) return [];
  const lists = {
    workshops: await workshopsMatching(db, user, q),
    hpas: await hpasMatching(db, user, q),
    leads: await leadsMatching(db, user, q),
    outlets: await outletsMatching(db, user, q),
    // the super admin's people are everyone; a manager's, their FCPs; an FCP searches no people
    people: user.superAdmin ? await peopleMatching(db, q) : [],
    fcps: !user.superAdmin && user.role !== "FCP" ? await fcpsMatching(db, user, q) : [],
  };
  return searchRecords(lists, q, user.role);
});
