// /addEditOutlet[?outletid=N] (spec screen 5): the form flow of one outlet, its values shown at
// once from the cached list; only a CMDI edits or adds. After a new outlet is saved, the address
// names it. Back asks first when typed changes would be lost. The title says the mode.
import { useEffect, useRef } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { emptyOutletValues, outletsSlot, outletToValues, type OutletFieldKey, type OutletValues } from "../../codecs/outlet.ts";
import { LeaveAlert, useDraft, useLeaveGuard } from "../drafts.tsx";
import { homeOf } from "../../codecs/session.ts";
import { outletFormMachine } from "../../machines/outletForm.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useList } from "../flows.ts";
import type { AddEditOutletParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../routes.ts";
import { OutletFormView } from "./OutletFormView.tsx";

const isOutletValues = (v: unknown): v is OutletValues =>
  typeof v === "object" && v !== null && Object.keys(emptyOutletValues()).every((k) => typeof (v as Record<string, unknown>)[k] === "string");

export function useOutletForm(id: number | null, onCreated: (id: number) => void) {
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const user = useSelector(session, (s) => s.context.user);
  const canEdit = user?.role === "CMDI";
  const cachedRow = useList(outletsSlot).find((o) => o.id === id);
  const draft = useDraft(`outlet:${id ?? "new"}`, isOutletValues);
  const [snap, send] = useFlow(`outletForm:${id ?? "new"}`, outletFormMachine, {
    id,
    canEdit,
    cached: cachedRow ? outletToValues(cachedRow) : null,
    draft: canEdit ? draft : null,
  });
  const c = snap.context;
  // a new outlet, once saved: its own address, so a reload opens it
  const announced = useRef(false);
  useEffect(() => {
    if (id !== null || c.id === null || announced.current) return;
    announced.current = true;
    onCreated(c.id);
    navigate(`/addEditOutlet?outletid=${c.id}`, { replace: true });
  }, [id, c.id, navigate, onCreated]);
  const back = canEdit ? { to: "/listOutlet", label: "Back to outlets" } : { to: user ? homeOf(user) : "/", label: "Back to home" };
  const left = snap.matches({ form: "left" });
  useEffect(() => {
    if (left) navigate(back.to);
  }, [left, navigate, back.to]);
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
    title: c.id === null && id === null ? "Add Outlet" : mode === "editing" ? "Edit Outlet" : "Outlet",
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
      ? "Only the regional manager (CMDI) can change an outlet."
      : c.id === null
        ? "This outlet is waiting to be sent; it can be changed once the server has it."
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
  } as const;
}

function OutletForm({ id, onCreated }: { id: number | null; onCreated: (id: number) => void }) {
  const form = useOutletForm(id, onCreated);
  const guard = useLeaveGuard(form.changed);
  return (
    <>
      <OutletFormView {...form} />
      <LeaveAlert guard={guard} />
    </>
  );
}

export default function OutletFormPage({ params }: ScreenProps<AddEditOutletParams>) {
  const id = params.outletid ?? null;
  // Another outlet is another form; a new outlet that got its id keeps its form (and its notice).
  const created = useRef<{ key: string; id: number } | null>(null);
  const key = created.current?.id === id ? created.current.key : String(id ?? "new");
  return (
    <OutletForm
      key={key}
      id={created.current?.id === id ? null : id}
      onCreated={(n) => {
        created.current = { key, id: n };
      }}
    />
  );
}
