// A container's form hosted (decision 043; its View: ./ContainerEditorView.tsx): the form's flow
// (`containerForm`, or `containerForm-<id>` for the FCP's own; a kept draft restored) and the FCP's
// HPAs to pick from (their loader flow `containerHpas`, a failed load tried again when the
// connection comes back). /createContainer draws it for a new container, /viewContainer?id= for the FCP's own.
import {
  CONTAINER_FIELD_LABELS,
  containersSlot,
  containerTextsOf,
  isContainerValues,
  membersOfText,
  type ContainerFieldKey,
  type ContainerValues,
} from "../../codecs/container.ts";
import { containerChanged, containerDraftKey, containerFormMachine } from "../../machines/containerForm.machine.ts";
import { conflictFlow, conflictPanelOf, watchConflict } from "../conflicts.ts";
import { draftOf } from "../drafts.ts";
import { rowsOf } from "../lists.ts";
import { flow, hosted } from "../host.tsx";
import { hpasFlow, hpasOf, hpasReconnect } from "../hpaList/hpas.ts";
import { ContainerEditorView } from "./ContainerEditorView.tsx";

export interface ContainerEditorOwn {
  title: string;
  /** The container (null: a new one). */
  id: number | null;
  /** Its values as the cached list holds them (null: a new one). */
  cached: ContainerValues | null;
}

export const ContainerEditor = hosted<ContainerEditorOwn>()({
  flows: {
    form: flow({
      machine: containerFormMachine,
      key: (h) => (h.props.id === null ? "containerForm" : `containerForm-${h.props.id}`),
      input: (h) => ({
        id: h.props.id,
        cached: h.props.cached,
        draft: draftOf(h.state, containerDraftKey(h.props.id), isContainerValues),
        version: h.props.id === null ? null : (rowsOf(h, containersSlot).find((r) => r.id === h.props.id)?.version ?? null),
      }),
    }),
    hpas: hpasFlow<ContainerEditorOwn>("containerHpas"),
    // a refused update's conflict (decision 079): the form's own save, or one sent later from the outbox
    conflict: conflictFlow<ContainerEditorOwn>(containersSlot, (h) => h.props.id, containerTextsOf),
  },
  watch: [watchConflict<ContainerEditorOwn>(containersSlot, (s) => s.props.id, containerTextsOf)],
  emitted: {
    // the answer written: the form shows the container as it is now
    conflict: (e, s) =>
      s.flows.form.send({
        type: "form.refreshed",
        values: { name: e.values.name ?? "", description: e.values.description ?? "", members: membersOfText(e.values.members ?? "") },
        version: e.version,
      }),
  },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const c = snap.context;
    const hpas = hpasOf(s, s.flows.hpas);
    // the members' field shows the HPAs' names (their ids where an HPA is not cached)
    const names = (text: string) =>
      membersOfText(text)
        .map((m) => hpas.rows.find((h) => h.id === m)?.name ?? String(m))
        .join(", ");
    const panel = s.props.id === null ? null : conflictPanelOf(s.flows.conflict, (f) => CONTAINER_FIELD_LABELS[f as ContainerFieldKey] ?? f);
    const conflict = panel && {
      ...panel,
      fields: panel.fields.map((f) => (f.key === "members" ? { ...f, mine: names(f.mine), current: names(f.current) } : f)),
    };
    return {
      title: s.props.title,
      id: s.props.id,
      savedId: c.id,
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      notice: c.notice,
      initialName: c.initial.name,
      saving: snap.hasTag("busy"),
      editable: snap.matches({ form: "editing" }),
      editing: snap.matches({ form: "editing" }) || snap.matches({ form: "leaving" }) || snap.matches({ form: "confirmingRemove" }),
      saved: snap.matches({ form: "saved" }),
      done: snap.matches({ form: "left" }) || snap.matches({ form: "removed" }),
      leaving: snap.matches({ form: "leaving" }),
      confirmingRemove: snap.matches({ form: "confirmingRemove" }),
      changed: snap.matches({ form: "editing" }) && containerChanged(c),
      draftRestored: snap.matches({ draft: "restored" }),
      hpas: { rows: hpas.rows, loading: hpas.load.loading, error: hpas.load.error, failed: hpas.failed, onRetry: hpas.load.onRetry },
      onChange: (field: "name" | "description", value: string) => send({ type: "form.changed", field, value }),
      onToggle: (id: number) => send({ type: "member.toggled", id }),
      onSave: () => send({ type: "form.saved" }),
      onBack: () => send({ type: "form.leave" }),
      onStay: () => send({ type: "leave.cancelled" }),
      onDiscard: () => send({ type: "leave.confirmed" }),
      onAgain: () => send({ type: "form.again" }),
      onDiscardDraft: () => send({ type: "draft.discarded" }),
      onRemove: () => send({ type: "remove.asked" }),
      onKeep: () => send({ type: "remove.cancelled" }),
      onRemoveConfirmed: () => send({ type: "remove.confirmed" }),
      conflict,
    };
  },
  View: ContainerEditorView,
  onReconnect: ({ flows: { hpas } }) => hpasReconnect(hpas),
});
