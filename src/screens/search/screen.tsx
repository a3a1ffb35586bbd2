// /search hosted (decision 082): the query from the address and the store's cached lists, searched
// (src/codecs/recordSearch.ts), with what the server found that the device does not hold (the
// search flow, one per query), as the View's props. A new query from the page's own box replaces
// the address, so Back leaves the search.
import { navHref, searchLink } from "../../codecs/navParams.ts";
import { mergeHits, recordSearchSlot } from "../../codecs/recordSearch.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted, type HostInput } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { deviceHits as hitsOf, searchListsOf } from "./deviceSearch.ts";
import { recordSearchMachine } from "./recordSearch.machine.ts";
import { SearchView } from "./SearchView.tsx";

type Host = HostInput<ScreenProps<{ q?: string }>>;

const queryOf = (p: { params: { q?: string } }) => (p.params.q ?? "").trim();

/** What the device finds for the address's query. */
const deviceHits = (h: Host) => hitsOf(h, h.props.params.q ?? "");

export default hosted<ScreenProps<{ q?: string }>>()({
  flows: {
    server: flow({
      machine: recordSearchMachine,
      key: (h) => `recordSearch:${queryOf(h.props)}`,
      input: (h) => ({ query: queryOf(h.props), online: h.online, hasCached: deviceHits(h).length > 0 }),
    }),
  },
  select: (s) => {
    const q = s.props.params.q ?? "";
    const lists = searchListsOf(s);
    const { snap, send } = s.flows.server;
    const device = deviceHits(s);
    const asked = snap.matches({ online: "ready" });
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      query: q,
      hits: asked ? mergeHits(device, rowsOf(s, recordSearchSlot)) : device,
      searched: Object.values(lists).reduce((n, l) => n + l.length, 0),
      offline: !s.online,
      server: asked
        ? ("done" as const)
        : snap.hasTag("loading")
          ? ("searching" as const)
          : snap.matches({ online: "failed" }) || snap.matches({ online: "stale" })
            ? ("failed" as const)
            : ("none" as const),
      serverError: snap.context.error,
      onRetry: () => send({ type: "search.retry" }),
      onSearch: (next: string) => s.navigate(navHref(searchLink, next.trim() ? { q: next.trim() } : {}), { replace: true }),
    };
  },
  View: SearchView,
  onReconnect: ({ flows: { server } }) => {
    if (server.snap.matches("offline")) server.send({ type: "search.online" });
    else if (server.snap.matches({ online: "failed" }) || server.snap.matches({ online: "stale" })) server.send({ type: "search.retry" });
  },
});
