// /search hosted (decision 082): the query from the address and the store's cached lists, searched
// (src/codecs/recordSearch.ts), as the View's props. A new query from the page's own box replaces
// the address, so Back leaves the search.
import { managedPeopleSlot } from "../../codecs/peopleAdmin.ts";
import { hpasSlot } from "../../codecs/hpa.ts";
import { leadsSlot } from "../../codecs/lead.ts";
import { navHref, searchLink } from "../../codecs/navParams.ts";
import { outletsSlot } from "../../codecs/outlet.ts";
import { fcpsAllSlot } from "../../codecs/people.ts";
import { searchRecords } from "../../codecs/recordSearch.ts";
import { homeOf } from "../../codecs/session.ts";
import { superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot } from "../../codecs/workshop.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { SearchView } from "./SearchView.tsx";

export default hosted<ScreenProps<{ q?: string }>>()({
  flows: {},
  select: (s) => {
    const q = s.props.params.q ?? "";
    const lists = {
      workshops: [...rowsOf(s, myWorkshopsSlot), ...rowsOf(s, ammdWorkshopsSlot), ...rowsOf(s, superWorkshopsSlot)],
      hpas: rowsOf(s, hpasSlot),
      leads: rowsOf(s, leadsSlot),
      outlets: rowsOf(s, outletsSlot),
      fcps: rowsOf(s, fcpsAllSlot),
      people: rowsOf(s, managedPeopleSlot),
    };
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      query: q,
      hits: s.user ? searchRecords(lists, q, s.user.role) : [],
      searched: Object.values(lists).reduce((n, l) => n + l.length, 0),
      offline: !s.online,
      onSearch: (next: string) => s.navigate(navHref(searchLink, next.trim() ? { q: next.trim() } : {}), { replace: true }),
    };
  },
  View: SearchView,
});
