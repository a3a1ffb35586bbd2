// /workshop (opened from a list: the AMMD's, a CMDI's, an FCP's), /WorkshopDetails (the super
// admin's, from a person's Workshop List) and /previewWorkshop (the FCP's saved plan, to check and
// submit: decision 029): the same details, with the actions the person may take. What the lists know shows at
// once while the details load. Back returns where the link came from: the AMMD's list with the
// filters the link carried, or the person's Workshop List (user id, type and a count of 0).
import { useCallback, useEffect, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { CarriedFilters } from "../../codecs/ammdWorkshops.ts";
import {
  ammdWorkshopsLink,
  evidencePhotosLink,
  navHref,
  participantsLink,
  planningLink,
  type PreviewParams,
  superWorkshopListLink,
  type WorkshopDetailsParams,
  type WorkshopParams,
} from "../../codecs/navParams.ts";
import type { Role } from "../../codecs/role.ts";
import { superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot, type WorkshopDetail } from "../../codecs/workshop.ts";
import { actorOf, allowedEvents, type LifecycleEventType } from "../../codecs/workshopLifecycle.ts";
import { EXECUTION_STAGE } from "../../codecs/workshopExecution.ts";
import { workshopActionMachine } from "../../machines/workshopAction.machine.ts";
import { WorkshopActionsView, type WorkshopActionsViewProps } from "./WorkshopActionsView.tsx";
import { workshopDetailsMachine } from "../../machines/workshopDetails.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useStore } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { listOf } from "../../store/state.ts";
import { WorkshopDetailsView, type WorkshopDetailsViewProps } from "./WorkshopDetailsView.tsx";

const LISTS: Record<Role, string> = { AMMD: "/listWorkshopsAMMD", CMDI: "/listWorkshopCMDI", FCP: "/homeFCP" };
const BACK = "Back to workshops";
const EVENTS_PLANNED = "/listFCPEventsPlanned";

/** Where Back goes from /workshop: the list it came from (the AMMD's with its filters), else the person's own list. */
export function workshopBack(p: WorkshopParams, role: Role): { to: string; label: string } {
  const carried: CarriedFilters = Object.fromEntries(Object.keys(CarriedFilters.props).map((k) => [k, p[k as keyof CarriedFilters]]));
  switch (p.source) {
    case "ammd":
      return { to: navHref(ammdWorkshopsLink, carried), label: BACK };
    case "cmdi":
      return { to: LISTS.CMDI, label: BACK };
    case "fcp":
      return { to: LISTS.FCP, label: BACK };
    case "events":
      return { to: EVENTS_PLANNED, label: "Back to Events Planned" };
    default:
      return { to: LISTS[role], label: BACK };
  }
}

/** Where Back goes from /WorkshopDetails: the person's Workshop List, else the super admin's page. */
export function detailsBack(p: WorkshopDetailsParams): { to: string; label: string } {
  return p.user && p.type
    ? { to: navHref(superWorkshopListLink, { sfid: p.user, type: p.type, count: 0 }), label: "Back to Workshop List" }
    : { to: "/super", label: "Back to Super Admin" };
}

/** The actions the signed-in person may take on the workshop now, asked of the lifecycle with the facts the server sent. */
function useWorkshopActions(w: WorkshopDetail, reload: () => void): WorkshopActionsViewProps {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  const [snap, send] = useFlow(`workshopAction:${w.id}`, workshopActionMachine, { id: w.id, version: w.lifecycle_version, facts: w.facts });
  const actor = useMemo(() => (user ? actorOf({ role: user.role, sfid: user.sfid, superAdmin: user.superAdmin }, w) : null), [user, w]);
  const offered = useMemo(() => (actor ? allowedEvents(w.stagename, actor, w.facts) : []), [actor, w]);
  // the FCP's plan is changed on the plan form while in Planning (decision 029); the report is made on its own screens (decision 030)
  const links =
    actor?.role !== "FCP"
      ? []
      : w.stagename === "Planning"
        ? [{ to: navHref(planningLink, { id: w.id }), label: "Edit plan" }]
        : w.stagename === EXECUTION_STAGE
          ? [
              { to: navHref(participantsLink, { id: w.id }), label: "Add participants" },
              { to: navHref(evidencePhotosLink, { id: w.id }), label: "Add photos" },
            ]
          : [];
  // the flow checks and sends with the version and facts the page shows now
  useEffect(() => {
    send({ type: "action.refreshed", version: w.lifecycle_version, facts: w.facts });
  }, [send, w.lifecycle_version, w.facts]);
  // a settled transition (done, or refused: the page was stale) reloads the workshop
  const settledNow = snap.matches("sent") || snap.matches("refused");
  useEffect(() => {
    if (settledNow) reload();
  }, [settledNow, reload]);
  const c = snap.context;
  const open = snap.matches("asking") || snap.matches("validating") || snap.matches("sending") || snap.matches("refused");
  const notice =
    snap.matches("sent") && c.choice
      ? {
          message:
            c.choice.type === "workshop.verify" ? "Done: the report is verified." : `Done: ${c.choice.label}. The workshop is now in ${c.choice.to}.`,
          intent: "success" as const,
        }
      : snap.matches("queued") && c.choice
        ? { message: `Saved on this device: ${c.choice.label} will be sent when the connection is back.`, intent: "warning" as const }
        : null;
  return {
    stage: w.stagename,
    offered,
    links,
    busy: snap.hasTag("busy"),
    values: c.values,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    notice,
    dialog: open && c.choice ? { label: c.choice.label, to: c.choice.to, type: c.choice.type, needs: c.choice.needs } : null,
    onChoose: (type) => {
      const a = offered.find((x) => x.type === (type as LifecycleEventType));
      if (a?.ok) send({ type: "action.chosen", action: { type: a.type, label: a.label, to: a.to, needs: a.needs } });
    },
    onChange: (field, value) => send({ type: "action.changed", field, value }),
    onConfirm: () => send({ type: "action.confirmed" }),
    onCancel: () => send({ type: "action.cancelled" }),
    onDismiss: () => send({ type: "notice.dismissed" }),
  };
}

function Actions({ w, reload }: { w: WorkshopDetail; reload: () => void }) {
  return <WorkshopActionsView {...useWorkshopActions(w, reload)} />;
}

/** What the preview of a plan says first (decision 029): it is a draft until submitted. */
export const PREVIEW_DRAFT = "Your plan is saved as a draft. Check it, then press Submit plan to send it to your CMDI.";

function useWorkshopDetails(id: number, back: { to: string; label: string }, preview: boolean): Omit<WorkshopDetailsViewProps, "title"> {
  const [snap, send] = useFlow(`workshopDetails:${id}`, workshopDetailsMachine, { id });
  const reload = useCallback(() => send({ type: "workshop.reload" }), [send]);
  const detail = snap.context.detail;
  const actions = useMemo(() => (detail ? <Actions w={detail} reload={reload} /> : undefined), [detail, reload]);
  const known = useStore((s) =>
    [ammdWorkshopsSlot, myWorkshopsSlot, superWorkshopsSlot].map((slot) => listOf(s, slot).find((w) => w.id === id)).find(Boolean),
  );
  const summary = useMemo(() => (known ? { name: known.name, stagename: known.stagename } : null), [known]);
  const state = snap.matches("ready") ? "ready" : snap.matches("notFound") ? "notFound" : snap.matches("failed") ? "failed" : "loading";
  return {
    back,
    state,
    summary,
    detail,
    error: snap.context.error,
    onRetry: () => send({ type: "workshop.retry" }),
    actions,
    preview: preview && detail?.stagename === "Planning" ? PREVIEW_DRAFT : null,
  };
}

function Details({ id, title, back, preview }: { id: number; title: string; back: { to: string; label: string }; preview: boolean }) {
  return <WorkshopDetailsView title={title} {...useWorkshopDetails(id, back, preview)} />;
}

/** /workshop: any role's workshop, Back to the list it was opened from. (Another workshop is another flow: keyed by id.) */
export default function WorkshopDetailsPage({ title, params }: ScreenProps<WorkshopParams>) {
  const { session } = useAppActors();
  const role = useSelector(session, (s) => s.context.user?.role ?? "FCP");
  return <Details key={params.id} id={params.id} title={title} back={workshopBack(params, role)} preview={false} />;
}

/** /WorkshopDetails: the super admin's, Back to the person's Workshop List. */
export function SuperWorkshopDetailsPage({ title, params }: ScreenProps<WorkshopDetailsParams>) {
  return <Details key={params.id} id={params.id} title={title} back={detailsBack(params)} preview={false} />;
}

/** /previewWorkshop: the FCP's saved plan to check and submit. */
export function PreviewWorkshopPage({ title, params }: ScreenProps<PreviewParams>) {
  return <Details key={params.id} id={params.id} title={title} back={{ to: LISTS.FCP, label: BACK }} preview />;
}
