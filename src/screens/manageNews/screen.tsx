// /manageNews hosted (decision 087): the cached slides' flow and the slide form's flow as the View's
// props. The list (live or retired slides, in their order) shows until a slide is opened or a new
// one started; the form then shows with Retire or Restore. The device holds the first 200 slides by
// their order (decisions 092, 118): the retired slides or "Show more from the server" ask the server
// (news.all.page); a slide of its page opens like one of the phone's (../retiredRecords.ts).
import { adminNewsSlot, formOfSlide, type NewsForm } from "../../codecs/newsAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { recordFormFlow } from "../recordForm.ts";
import { retiredRecordsFlow, retiredRecordsOf, retryRetiredRecords } from "../retiredRecords.ts";
import { ManageNewsView } from "./ManageNewsView.tsx";
import { newsAdminMachine } from "./newsAdmin.machine.ts";
import { newsAdminListMachine } from "./newsAdminList.machine.ts";

export default hosted<ScreenProps>()({
  flows: {
    list: retiredRecordsFlow(adminNewsSlot, newsAdminListMachine, "newsAdminList"),
    form: flow({ machine: newsAdminMachine, key: "newsAdmin" }),
  },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const form = { ...c, query: "" };
    const l = retiredRecordsOf(s, s.flows.list, adminNewsSlot, form, (rows) => rows.filter((r) => r.active !== c.retired));
    const leave = (e: { type: "form.leave" } | { type: "leave.confirmed" }) => {
      send(e);
      l.again();
    };
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load: l.load,
      retired: c.retired,
      slides: l.shown,
      total: l.total,
      source: l.source,
      onRetired: (retired: boolean) => {
        send({ type: "retired.toggled", retired });
        l.ask("", retired);
      },
      onNew: () => send({ type: "item.new" }),
      onOpen: (id: number) => {
        const r = l.byId(id);
        if (r) send({ type: "item.open", id, values: formOfSlide(r), active: r.active });
      },
      form: snap.matches("closed")
        ? null
        : {
            ...recordFormFlow(snap, send),
            onBack: () => leave({ type: "form.leave" }),
            onDiscard: () => leave({ type: "leave.confirmed" }),
            adding: c.target === null,
            values: c.values,
            fieldErrors: c.fieldErrors,
            slide: l.open,
            picked: c.image ? { name: c.image.name, size: c.image.size } : null,
            onChange: (field: keyof NewsForm, value: string) => send({ type: "form.changed", field, value }),
            onImage: (file: File) => send({ type: "image.picked", file }),
          },
    };
  },
  View: ManageNewsView,
  onReconnect: ({ flows: { list } }) => retryRetiredRecords(list),
});
