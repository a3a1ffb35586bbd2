// /managePeople hosted (decision 077): the cached list's flow and the person form's flow as the
// View's props. The list (searched by name, mobile or manager; filtered by role) shows until a
// person is opened or a new one started; the form then shows with its actions.
import { managedPeopleSlot, PERSON_KINDS, personKey, searchPeople, type PersonField, type PersonKind } from "../../codecs/peopleAdmin.ts";
import { formOfPerson } from "../../codecs/peopleAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
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
  },
  select: (s) => {
    const { rows, load } = cachedListOf(s, s.flows.list, managedPeopleSlot);
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const open = !snap.matches("closed");
    const person = c.target ? (rows.find((r) => r.kind === c.target?.kind && r.id === c.target.id) ?? null) : null;
    const managers = (kind: PersonKind) =>
      rows.filter((r) => r.kind === kind && r.active && r.sfid).map((r) => ({ value: r.sfid ?? "", label: `${r.name ?? ""} (${r.mobile ?? ""})` }));
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load,
      query: c.query,
      kind: c.kind,
      kinds: PERSON_KINDS,
      people: searchPeople(rows, c.kind, c.query).map((p) => ({ key: personKey(p), person: p })),
      total: rows.length,
      onQuery: (query: string) => send({ type: "search.changed", query }),
      onKind: (kind: KindFilter) => send({ type: "kind.changed", kind }),
      onNew: () => send({ type: "person.new" }),
      onOpen: (key: string) => {
        const p = rows.find((r) => personKey(r) === key);
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
            onBack: () => send({ type: "form.leave" }),
            onStay: () => send({ type: "leave.cancelled" }),
            onDiscard: () => send({ type: "leave.confirmed" }),
            onAct: (action: PersonAction) => send({ type: "person.act", action }),
          }
        : null,
    };
  },
  View: ManagePeopleView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});
