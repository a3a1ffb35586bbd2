// /addFCPHPA hosted (decisions 041, 043): the link form's flow as the View's props.
import { hpaLinkFormMachine } from "../../machines/hpaLinkForm.machine.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { flow, hosted } from "../host.tsx";
import { HpaLinkView } from "./HpaLinkView.tsx";

export default hosted<ScreenProps>()({
  flows: { form: flow({ machine: hpaLinkFormMachine, key: "hpaLinkForm" }) },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const c = snap.context;
    return {
      title: s.props.title,
      mobile: c.values.mobile__c,
      fieldError: c.fieldErrors.mobile__c,
      formError: c.formError,
      notice: c.notice,
      saving: snap.hasTag("busy"),
      editing: snap.matches("editing") || snap.matches("leaving"),
      saved: snap.matches("saved"),
      left: snap.matches("left"),
      leaving: snap.matches("leaving"),
      onChange: (value: string) => send({ type: "form.changed", field: "mobile__c", value }),
      onSave: () => send({ type: "form.saved" }),
      onBack: () => send({ type: "form.leave" }),
      onStay: () => send({ type: "leave.cancelled" }),
      onDiscard: () => send({ type: "leave.confirmed" }),
      onAgain: () => send({ type: "form.again" }),
    };
  },
  View: HpaLinkView,
});
