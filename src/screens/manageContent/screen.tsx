// /manageContent hosted (decisions 085, 118): the library's windowed loader flow and the item form's
// flow as the View's props. The list (searched by name, category or product; live or retired items)
// shows until an item is opened or a new one started; the form then shows with Retire or Restore.
// The device holds the newest items (decision 092): a search, the retired items or "Show more from
// the server" ask the server (content.all.page) and its page shows, said to come from the server;
// offline the phone's items that match show. An item of the server's page opens as one of the
// phone's, and leaving the form asks the page again (a save or an action changed what it shows).
import { CONTENT_FILTERS, CONTENT_INSTITUTES, filterOptions, LIBRARY_CATEGORIES } from "../../codecs/content.ts";
import { adminContentSlot, type ContentField, formOfContent, searchContent } from "../../codecs/contentAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { recordFormFlow } from "../recordForm.ts";
import { retiredRecordsFlow, retiredRecordsOf, retryRetiredRecords } from "../retiredRecords.ts";
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

export default hosted<ScreenProps>()({
  flows: {
    list: retiredRecordsFlow(adminContentSlot, contentAdminListMachine, "contentAdminList"),
    form: flow({ machine: contentAdminMachine, key: "contentAdmin" }),
  },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const open = !snap.matches("closed");
    const l = retiredRecordsOf(s, s.flows.list, adminContentSlot, c, (rows) => searchContent(rows, c.query, c.retired));
    const { rows } = l;
    const leave = (e: { type: "form.leave" } | { type: "leave.confirmed" }) => {
      send(e);
      l.again();
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
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: l.load,
      query: c.query,
      retired: c.retired,
      items: l.shown,
      total: l.total,
      source: l.source,
      onQuery: (query: string) => {
        send({ type: "search.changed", query });
        l.ask(query, c.retired);
      },
      onRetired: (retired: boolean) => {
        send({ type: "retired.toggled", retired });
        l.ask(c.query, retired);
      },
      onNew: () => send({ type: "item.new" }),
      onOpen: (id: number) => {
        const r = l.byId(id);
        if (r) send({ type: "item.open", id, values: formOfContent(r), active: r.active });
      },
      form: open
        ? {
            ...recordFormFlow(snap, send),
            onBack: () => leave({ type: "form.leave" }),
            onDiscard: () => leave({ type: "leave.confirmed" }),
            adding: c.target === null,
            values: c.values,
            fieldErrors: c.fieldErrors,
            item: l.open,
            categories: categories(),
            suggestions: suggestions(),
            onChange: (field: ContentField, value: string) => send({ type: "form.changed", field, value }),
          }
        : null,
    };
  },
  View: ManageContentView,
  onReconnect: ({ flows: { list } }) => retryRetiredRecords(list),
});
