// The programme's own pages (decision 036): /Info (the rules of the programme, read from the code's
// tables; the FCP's allowance from their profile, op fcps.profile) and /contact-us (the caller's CMDI
// and AMMD and the helpline, op contacts.mine, cached).
import { contactsMine, contactsSlot } from "../codecs/contacts.ts";
import { contactListMachine } from "../machines/contactList.machine.ts";
import { contactUsScreen } from "../screens/contactUs/index.ts";
import { infoScreen } from "../screens/info/index.ts";
import { defineFeature } from "./feature.ts";
import { fetchList } from "./lists.ts";

export const programme = defineFeature({
  id: "programme",
  machines: [contactListMachine],
  lists: [contactsSlot],
  provide: (w) => [contactListMachine.provide({ actors: { loadContacts: fetchList(w, contactsSlot, contactsMine, {}) } })],
  screens: [infoScreen, contactUsScreen],
});
