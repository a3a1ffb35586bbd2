// /managePeople hosted (decision 077): the cached list's flow and the person form's flow as the
// View's props. The list (searched by name, mobile or manager; filtered by role) shows until a
// person is opened or a new one started; the form then shows with its actions. The device holds
// the staff and the first FCPs by name (decisions 092, 112): a search, of everyone or of the FCPs, asks
// the server (the page op, by role and search) and its page shows, said to come from the server;
// offline the phone's rows show. A person of the server's page opens as one of the phone's, and
// leaving the form asks the page again (a save changed what it shows). The list is by name
// (decision 112): with no search, the phone's people up to its last FCP are the list's first ones,
// and "Show more from the server" brings the rest after them (the staff past it come with them).
import {
  type ManagedPerson,
  managedPeopleSlot,
  PERSON_KINDS,
  personKey,
  searchPeople,
  type PersonField,
  type PersonKind,
} from "../../codecs/peopleAdmin.ts";
import { formOfPerson } from "../../codecs/peopleAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
import { LIST_PAGE, listPagesMachine } from "../../machines/listPages.machine.ts";
import { totalOf } from "../../store/state.ts";
import { serverAt, sourceOf } from "../windowSource.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { peopleAdminMachine, type KindFilter, type PersonAction } from "./peopleAdmin.machine.ts";
import { peopleListMachine } from "./peopleList.machine.ts";
import { ManagePeopleView } from "./ManagePeopleView.tsx";

export default hosted<ScreenProps>()({
  flows: {
    list: cachedListFlow(managedPeopleSlot, peopleListMachine, "peopleList", { refreshOnOpen: true }),
    form: flow({ machine: peopleAdminMachine, key: "peopleAdmin" }),
    more: flow({ machine: listPagesMachine, key: "managedPeoplePage", input: () => ({ list: "managedPeople" as const }) }),
  },
  select: (s) => {
    const { rows, load } = cachedListOf(s, s.flows.list, managedPeopleSlot);
    const { snap, send } = s.flows.form;
    const { more } = s.flows;
    const c = snap.context;
    const open = !snap.matches("closed");
    const total = totalOf(s.state, managedPeopleSlot);
    const windowed = total !== undefined && total > rows.length;
    // the staff are all on the phone (open): a search of everyone or of the FCPs asks the server
    const ask = (kind: KindFilter, q: string) =>
      windowed && (kind === "all" || kind === "FCP") && q.trim() !== ""
        ? more.send({ type: "server.ask", query: { filters: kind === "all" ? {} : { kind }, search: q, limit: LIST_PAGE } })
        : more.send({ type: "server.cleared" });
    const page = more.snap.matches("shown") ? more.snap.context.page : null;
    const paged = (page?.rows ?? []) as ManagedPerson[];
    /** A person by key: the phone's row (the freshest after a save), else the server page's. */
    const byKey = (key: string) => rows.find((r) => personKey(r) === key) ?? paged.find((r) => personKey(r) === key) ?? null;
    const person = c.target ? byKey(personKey(c.target)) : null;
    const onDevice = searchPeople(rows, c.kind, c.query);
    // by name, with no search: the phone's people up to its last FCP are the list's first (the
    // staff, all on the phone, interleave them); the rest after them comes from the server
    const restOf = windowed && c.query.trim() === "" && (c.kind === "all" || c.kind === "FCP");
    const lastFcp = onDevice.reduce((at, r, i) => (r.kind === "FCP" ? i : at), -1);
    const first = restOf ? onDevice.slice(0, lastFcp + 1) : onDevice;
    const rest = more.snap.context.query?.start !== undefined;
    const seen = new Set(first.map(personKey));
    const shown = page ? (rest ? [...first, ...paged.filter((r) => !seen.has(personKey(r)))] : paged) : first;
    // leaving the form asks the server's page again: a save or an action changed what it showed
    const leave = (e: { type: "form.leave" } | { type: "leave.confirmed" }) => {
      send(e);
      const q = more.snap.context.query;
      if (q && !more.snap.matches("device")) more.send({ type: "server.ask", query: q });
    };
    const managers = (kind: PersonKind) =>
      rows.filter((r) => r.kind === kind && r.active && r.sfid).map((r) => ({ value: r.sfid ?? "", label: `${r.name ?? ""} (${r.mobile ?? ""})` }));
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load,
      query: c.query,
      kind: c.kind,
      kinds: PERSON_KINDS,
      people: shown.map((p) => ({ key: personKey(p), person: p })),
      total: Math.max(total ?? 0, rows.length),
      source: sourceOf(
        { at: serverAt(more.snap.value), page, pageError: more.snap.context.pageError, more: more.snap.can({ type: "server.more" }) },
        {
          held: rows.length,
          total,
          onDevice: onDevice.length,
          send: more.send,
          byName: true,
          ...(restOf
            ? {
                from: first.length,
                onRest: () =>
                  more.send({
                    type: "server.ask",
                    query: { filters: c.kind === "all" ? {} : { kind: c.kind }, search: "", start: first.length, limit: LIST_PAGE },
                  }),
              }
            : {}),
        },
      ),
      onQuery: (query: string) => {
        send({ type: "search.changed", query });
        ask(c.kind, query);
      },
      onKind: (kind: KindFilter) => {
        send({ type: "kind.changed", kind });
        ask(kind, c.query);
      },
      onNew: () => send({ type: "person.new" }),
      onOpen: (key: string) => {
        const p = byKey(key);
        if (p) send({ type: "person.open", kind: p.kind, id: p.id, values: formOfPerson(p) });
      },
      form: open
        ? {
            adding: c.target === null,
            values: c.values,
            fieldErrors: c.fieldErrors,
            formError: c.formError,
            notice: c.notice,
            person,
            cmdis: managers("CMDI"),
            ammds: managers("AMMD"),
            busy: snap.hasTag("busy"),
            editing: snap.matches({ open: "editing" }) || snap.matches({ open: "leaving" }),
            saved: snap.matches({ open: "saved" }),
            leaving: snap.matches({ open: "leaving" }),
            canAct: c.target !== null && (snap.matches({ open: "editing" }) || snap.matches({ open: "saved" })),
            onChange: (field: PersonField, value: string) => send({ type: "form.changed", field, value }),
            onSave: () => send({ type: "form.saved" }),
            onEditAgain: () => send({ type: "form.again" }),
            onBack: () => leave({ type: "form.leave" }),
            onStay: () => send({ type: "leave.cancelled" }),
            onDiscard: () => leave({ type: "leave.confirmed" }),
            onAct: (action: PersonAction) => send({ type: "person.act", action }),
          }
        : null,
    };
  },
  View: ManagePeopleView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});
