// /contact-us (decision 036): the cached contacts show at once (and offline) while they refresh;
// the first load's spinner, a failed load with Try again. Who "my CMDI and AMMD" are is the
// server's answer (op contacts.mine), never chosen here.
import { useSelector } from "@xstate/react";
import { contactsSlot, MANAGERS_OF } from "../../codecs/contacts.ts";
import { homeOf } from "../../codecs/session.ts";
import { contactListMachine } from "../../machines/contactList.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useListLoad } from "../cachedList.ts";
import { useFlow, useList } from "../flows.ts";
import { ListFrame } from "../ListFrame.tsx";
import type { ScreenProps } from "../routes.ts";
import { ContactView } from "./ContactView.tsx";

export default function ContactPage({ title }: ScreenProps) {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const rows = useList(contactsSlot);
  const [snap, send] = useFlow("contactList", contactListMachine, { hasCached: rows.length > 0 });
  const load = useListLoad(snap, rows.length, snap.matches("failed") || snap.matches("stale") ? snap.context.error : null, contactsSlot.name, () =>
    send({ type: "contacts.retry" }),
  );
  return (
    <ListFrame title={title} back={user ? homeOf(user) : "/"} className="contact" what="your contacts" state={load} empty={null}>
      {rows.length > 0 && <ContactView managers={user ? MANAGERS_OF[user.role] : []} rows={rows} role={user?.role ?? null} />}
    </ListFrame>
  );
}
