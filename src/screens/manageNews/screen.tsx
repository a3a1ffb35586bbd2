// /manageNews hosted (decision 087): the cached slides' flow and the slide form's flow as the View's
// props. The list (live or retired slides, in their order) shows until a slide is opened or a new
// one started; the form then shows with Retire or Restore.
import { adminNewsSlot, formOfSlide, type NewsForm } from "../../codecs/newsAdmin.ts";
import { homeOf } from "../../codecs/session.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { cachedListFlow, cachedListOf, retryCachedList } from "../lists.ts";
import { recordFormFlow } from "../recordForm.ts";
import { ManageNewsView } from "./ManageNewsView.tsx";
import { newsAdminMachine } from "./newsAdmin.machine.ts";
import { newsAdminListMachine } from "./newsAdminList.machine.ts";

export default hosted<ScreenProps>()({
  flows: {
    list: cachedListFlow(adminNewsSlot, newsAdminListMachine, "newsAdminList", { refreshOnOpen: true }),
    form: flow({ machine: newsAdminMachine, key: "newsAdmin" }),
  },
  select: (s) => {
    const { rows, load } = cachedListOf(s, s.flows.list, adminNewsSlot);
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const slide = c.target !== null ? (rows.find((r) => r.id === c.target) ?? null) : null;
    return {
      title: s.props.title,
      back: s.user ? homeOf(s.user) : "/",
      load,
      retired: c.retired,
      slides: rows,
      total: rows.length,
      onRetired: (retired: boolean) => send({ type: "retired.toggled", retired }),
      onNew: () => send({ type: "item.new" }),
      onOpen: (id: number) => {
        const r = rows.find((x) => x.id === id);
        if (r) send({ type: "item.open", id, values: formOfSlide(r) });
      },
      form: snap.matches("closed")
        ? null
        : {
            ...recordFormFlow(snap, send),
            adding: c.target === null,
            values: c.values,
            fieldErrors: c.fieldErrors,
            slide,
            picked: c.image ? { name: c.image.name, size: c.image.size } : null,
            onChange: (field: keyof NewsForm, value: string) => send({ type: "form.changed", field, value }),
            onImage: (file: File) => send({ type: "image.picked", file }),
          },
    };
  },
  View: ManageNewsView,
  onReconnect: ({ flows: { list } }) => retryCachedList(list),
});
