// /addNewHPA hosted (decision 041): the new-HPA form's flow (a kept draft restored) as the View's props.
import { HPA_FIELDS, isHpaValues } from "../../codecs/hpa.ts";
import { hpaFormMachine } from "../../machines/hpaForm.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { draftOf } from "../drafts.ts";
import { flow, hosted } from "../host.tsx";
import { HpaFormView } from "./HpaFormView.tsx";

export default hosted<ScreenProps>()({
  flows: { form: flow({ machine: hpaFormMachine, key: "hpaForm", input: (h) => ({ draft: draftOf(h.state, "hpa:new", isHpaValues) }) }) },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const c = snap.context;
    return {
      title: s.props.title,
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      notice: c.notice,
      saving: snap.hasTag("busy"),
      editing: snap.matches({ form: "editing" }) || snap.matches({ form: "leaving" }),
      saved: snap.matches({ form: "saved" }),
      left: snap.matches({ form: "left" }),
      leaving: snap.matches({ form: "leaving" }),
      changed: snap.matches({ form: "editing" }) && HPA_FIELDS.some((f) => c.values[f.key].trim() !== ""),
      draftRestored: snap.matches({ draft: "restored" }),
      onChange: (field: (typeof HPA_FIELDS)[number]["key"], value: string) => send({ type: "form.changed", field, value }),
      onSave: () => send({ type: "form.saved" }),
      onBack: () => send({ type: "form.leave" }),
      onStay: () => send({ type: "leave.cancelled" }),
      onDiscard: () => send({ type: "leave.confirmed" }),
      onAgain: () => send({ type: "form.again" }),
      onDiscardDraft: () => send({ type: "draft.discarded" }),
    };
  },
  View: HpaFormView,
});
