// /manageContent hosted (decisions 085, 118): the library's windowed loader flow and the item form's
// flow as the View's props. The list (searched by name, category or product; live or retired items)
// shows until an item is opened or a new one started; the form then shows with Retire or Restore.
// The device holds the newest items (decision 092): a search, the retired items or "Show more from
// the server" ask the server (content.all.page) and its page shows, said to come from the server;
// offline the phone's items that match show. An item of the server's page opens as one of the
// phone's, and leaving the form asks the page again (a save or an action changed what it shows).
import { CONTENT_FILTERS, CONTENT_INSTITUTES, filterOptions, LIBRARY_CATEGORIES } from "../../codecs/content.ts";
import { type AdminContentItem, adminContentSlot, type ContentField, contentQuery, formOfContent, searchContent } from "../../codecs/contentAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
import { type ListQuery, narrows } from "../../codecs/window.ts";
import { totalOf } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptDataError, listLoad, rowsOf } from "../lists.ts";
import { recordFormFlow } from "../recordForm.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import { contentAdminMachine } from "./contentAdmin.machine.ts";
import { contentAdminListMachine } from "./contentAdminList.machine.ts";
import { ManageContentView } from "./ManageContentView.tsx";

/** The form's fields that offer the values the library already uses (the filters' own options). */
const SUGGESTED: ReadonlyArray<[ContentField, (typeof CONTENT_FILTERS)[number]["key"]]> = [
  ["hero_product_1__c", "product"],
  ["hero_product_2__c", "product"],
  ["difficulty_level__c", "difficulty"],
  ["institute__c", "institute"],
  ["art_form__c", "artForm"],
  ["festival_generic__c", "festival"],
];

/** What the server is asked for a search and the live or retired items: the live ones with no search are the phone's. */
const serverQuery = (query: string, retired: boolean): ListQuery =>
  !retired && query.trim() === "" ? { filters: {}, search: "" } : contentQuery(query, retired);

export default hosted<ScreenProps>()({
  flows: {
    list: flow({
      machine: contentAdminListMachine,
      key: "contentAdminList",
      // fetched on every opening: others change the library
      input: (h) => ({
        hasCached: rowsOf(h, adminContentSlot).length > 0,
        fresh: false,
        windowed: (totalOf(h.state, adminContentSlot) ?? 0) > rowsOf(h, adminContentSlot).length,
      }),
    }),
    form: flow({ machine: contentAdminMachine, key: "contentAdmin" }),
  },
  select: (s) => {
    const rows = rowsOf(s, adminContentSlot);
    const list = s.flows.list;
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const open = !snap.matches("closed");
    const total = totalOf(s.state, adminContentSlot);
    const { page } = list.snap.context;
    const paged = (list.snap.matches({ server: "shown" }) && page !== null ? page.rows : []) as AdminContentItem[];
    const fromServer = list.snap.matches({ server: "shown" }) && page !== null;
    /** An item by id: the phone's row (the freshest after a save), else the server page's. */
    const byId = (id: number) => rows.find((r) => r.id === id) ?? paged.find((r) => r.id === id) ?? null;
    const listed = c.target !== null ? byId(c.target) : null;
    // the form knows whether the item is live since a retire or restore (a page's row is not reloaded)
    const item = listed && c.active !== null ? { ...listed, active: c.active } : listed;
    const onDevice = searchContent(rows, c.query, c.retired);
    const ask = (query: string, retired: boolean) => list.send({ type: "query.changed", query: serverQuery(query, retired) });
    // leaving the form asks the server's page again: a save or an action changed what it showed
    const leave = (e: { type: "form.leave" } | { type: "leave.confirmed" }) => {
      send(e);
      const q = list.snap.context.query;
      if (narrows(q) && !list.snap.matches({ server: "device" })) list.send({ type: "query.changed", query: q });
    };
    // the institutes the library names first (drawn in the reader's language where an item shows them)
    const suggestions = () =>
      Object.fromEntries(
        SUGGESTED.map(([field, key]) => {
          const used = filterOptions(rows, CONTENT_FILTERS.find((f) => f.key === key)!);
          return [field, field === "institute__c" ? [...new Set([...CONTENT_INSTITUTES, ...used])] : used];
        }),
      );
    const categories = () => {
      const all = new Set<string>(LIBRARY_CATEGORIES);
      for (const r of rows) if (r.craft_category__c?.trim()) all.add(r.craft_category__c.trim());
      if (c.values.craft_category__c) all.add(c.values.craft_category__c);
      return [...all].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
    };
    const flowOfForm = recordFormFlow(snap, send);
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, list.snap, rows.length, keptDataError(list.snap), adminContentSlot, () => list.send({ type: "list.retry" })),
      query: c.query,
      retired: c.retired,
      items: fromServer ? paged : onDevice,
      total: Math.max(total ?? 0, rows.length),
      source: sourceOf(
        { at: serverAt(list.snap.value), page, pageError: list.snap.context.pageError, more: list.snap.can({ type: "server.more" }) },
        {
          held: rows.length,
          total,
          onDevice: onDevice.length,
          send: list.send,
          // the live items with no search: "Show more from the server" asks for the live ones, newest first
          ...(narrows(serverQuery(c.query, c.retired)) ? {} : { onRest: () => list.send({ type: "query.changed", query: contentQuery("", false) }) }),
        },
      ),
      onQuery: (query: string) => {
        send({ type: "search.changed", query });
        ask(query, c.retired);
      },
      onRetired: (retired: boolean) => {
        send({ type: "retired.toggled", retired });
        ask(c.query, retired);
      },
      onNew: () => send({ type: "item.new" }),
      onOpen: (id: number) => {
        const r = byId(id);
        if (r) send({ type: "item.open", id, values: formOfContent(r), active: r.active });
      },
      form: open
        ? {
            ...flowOfForm,
            onBack: () => leave({ type: "form.leave" }),
            onDiscard: () => leave({ type: "leave.confirmed" }),
            adding: c.target === null,
            values: c.values,
            fieldErrors: c.fieldErrors,
            item,
            categories: categories(),
            suggestions: suggestions(),
            onChange: (field: ContentField, value: string) => send({ type: "form.changed", field, value }),
          }
        : null,
    };
  },
  View: ManageContentView,
  onReconnect: ({ flows: { list } }) => {
    if (keptDataError(list.snap) !== null) list.send({ type: "list.retry" });
    // a page not asked for want of a network is asked once back online (decision 092)
    if (list.snap.matches({ server: "offline" })) list.send({ type: "server.retry" });
  },
});
