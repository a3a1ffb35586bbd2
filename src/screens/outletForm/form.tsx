// The outlet form's flow, hosted (decision 070): one outlet's form (`outletForm:<id or new>`), its
// values shown at once from the cached list and a kept draft restored; only a CMDI edits or adds.
// The page (./screen.tsx) draws it, keyed by the outlet, so another outlet is another form.
import { emptyOutletValues, OUTLET_FIELDS, outletsSlot, outletToValues, type OutletFieldKey, type OutletValues } from "../../codecs/outlet.ts";
import { homeOf } from "../../codecs/session.ts";
import { msg } from "../../codecs/i18n.ts";
import { outletFormMachine } from "../../machines/outletForm.machine.ts";
import { draftOf } from "../drafts.ts";
import { flow, hosted } from "../host.tsx";
import { rowsOf } from "../lists.ts";
import { OutletFormScreenView } from "./OutletFormView.tsx";
import { conflictFlow, conflictPanelOf, watchConflict } from "../conflicts.ts";

const labelOf = (k: string) => OUTLET_FIELDS.find((f) => f.key === k)?.label ?? k;

export const isOutletValues = (v: unknown): v is OutletValues =>
  typeof v === "object" && v !== null && Object.keys(emptyOutletValues()).every((k) => typeof (v as Record<string, unknown>)[k] === "string");

export interface OutletFormOwn {
  id: number | null;
  onCreated: (id: number) => void;
}

export const OutletForm = hosted<OutletFormOwn>()({
  flows: {
    form: flow({
      machine: outletFormMachine,
      key: (h) => `outletForm:${h.props.id ?? "new"}`,
      input: (h) => {
        const { id } = h.props;
        const canEdit = h.user?.role === "CMDI";
        const cachedRow = rowsOf(h, outletsSlot).find((o) => o.id === id);
        return {
          id,
          canEdit,
          cached: cachedRow ? outletToValues(cachedRow) : null,
          draft: canEdit ? draftOf(h.state, `outlet:${id ?? "new"}`, isOutletValues) : null,
          version: cachedRow?.version ?? null,
        };
      },
    }),
    // a refused update's conflict (decision 079): the form's own save, or one sent later from the outbox
    conflict: conflictFlow<OutletFormOwn>(outletsSlot, (h) => h.props.id),
  },
  watch: [watchConflict<OutletFormOwn>(outletsSlot, (s) => s.props.id)],
  emitted: {
    // the answer written: the form shows the outlet as it is now
    conflict: (e, s) =>
      s.flows.form.send({ type: "form.refreshed", values: { ...emptyOutletValues(), ...e.values } as OutletValues, version: e.version }),
  },
  select: (s) => {
    const { snap, send } = s.flows.form;
    const { id, onCreated } = s.props;
    const c = snap.context;
    const canEdit = s.user?.role === "CMDI";
    const back = canEdit ? { to: "/listOutlet", label: msg("Back to outlets") } : { to: s.user ? homeOf(s.user) : "/", label: msg("Back to home") };
    const mode = snap.matches({ form: "loading" })
      ? "loading"
      : snap.matches({ form: "failed" })
        ? "failed"
        : snap.matches({ form: "missing" })
          ? "missing"
          : snap.matches({ form: "notAllowed" })
            ? "notAllowed"
            : snap.matches({ form: "editing" }) || snap.matches({ form: "saving" }) || snap.matches({ form: "leaving" })
              ? "editing"
              : "viewing";
    return {
      id,
      savedId: c.id,
      onCreated,
      left: snap.matches({ form: "left" }),
      title: c.id === null && id === null ? msg("Add Outlet") : mode === "editing" ? msg("Edit Outlet") : msg("Outlet"),
      back,
      values: c.values,
      fieldErrors: c.fieldErrors,
      formError: c.formError,
      mode,
      notice: c.notice,
      storedProblems: canEdit && mode === "viewing" ? c.storedProblems : {},
      saving: snap.hasTag("busy"),
      leaving: snap.matches({ form: "leaving" }),
      draft: { shown: snap.matches({ draft: "restored" }), onDiscard: () => send({ type: "draft.discarded" }) },
      changed: (snap.matches({ form: "editing" }) || snap.matches({ form: "leaving" })) && JSON.stringify(c.values) !== JSON.stringify(c.saved),
      canEdit: snap.can({ type: "form.edit" }),
      canCancel: snap.can({ type: "form.cancelled" }),
      readOnlyNote: !canEdit
        ? msg("Only the regional manager (CMDI) can change an outlet.")
        : c.id === null
          ? msg("This outlet is waiting to be sent; it can be changed once the server has it.")
          : null,
      onChange: (field: OutletFieldKey, value: string) => send({ type: "form.changed", field, value }),
      onEdit: () => send({ type: "form.edit" }),
      onSave: () => send({ type: "form.saved" }),
      onCancel: () => send({ type: "form.cancelled" }),
      onRetry: () => send({ type: "form.retry" }),
      onBack: () => send({ type: "form.leave" }),
      onLeave: () => send({ type: "leave.confirmed" }),
      onStay: () => send({ type: "leave.cancelled" }),
      onDismissNotice: () => send({ type: "notice.dismissed" }),
      conflict: canEdit ? conflictPanelOf(s.flows.conflict, labelOf) : null,
    } as const;
  },
  View: OutletFormScreenView,
});
