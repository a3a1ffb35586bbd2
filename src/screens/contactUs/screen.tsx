// /contact-us hosted: the contacts' loader flow and the store's cached contacts, as the View's props.
// The cached contacts show at once (and offline) while they refresh; a failed load says so with
// Try again, and loads again when the connection comes back.
import { contactsSlot, MANAGERS_OF } from "../../codecs/contacts.ts";
import { homeOf } from "../../codecs/session.ts";
import { contactListMachine } from "../../machines/contactList.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { keptError, listLoad, rowsOf } from "../lists.ts";
import { ContactPageView } from "./ContactView.tsx";

export default hosted<ScreenProps>()({
  flows: {
    list: flow({ machine: contactListMachine, key: "contactList", input: (h) => ({ hasCached: rowsOf(h, contactsSlot).length > 0 }) }),
  },
  select: (s) => {
    const rows = rowsOf(s, contactsSlot);
    const { snap, send } = s.flows.list;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: listLoad(s, snap, rows.length, keptError(snap), contactsSlot, () => send({ type: "contacts.retry" })),
      managers: s.user ? MANAGERS_OF[s.user.role] : [],
      rows,
      role: s.user?.role ?? null,
    };
  },
  View: ContactPageView,
  onReconnect: ({ flows: { list } }) => {
    if (keptError(list.snap) !== null) list.send({ type: "contacts.retry" });
  },
});
