// /workshop (opened from a list: the AMMD's, a CMDI's, an FCP's), /WorkshopDetails (the super
// admin's, from a person's Workshop List) and /previewWorkshop (the FCP's saved plan, to check and
// submit: decision 029), hosted: the same details, with the actions the person may take. What the
// lists know shows at once while the details load. Back returns where the link came from: the
// AMMD's list with the filters the link carried, or the person's Workshop List (user id, type and a
// count of 0). Another workshop is another flow: keyed by id.
import { CarriedFilters } from "../../codecs/ammdWorkshops.ts";
import {
  ammdWorkshopsLink,
  navHref,
  type PreviewParams,
  superWorkshopListLink,
  type WorkshopDetailsParams,
  type WorkshopParams,
} from "../../codecs/navParams.ts";
import type { Role } from "../../codecs/role.ts";
import { superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot } from "../../codecs/workshop.ts";
import { workshopDetailsMachine } from "../../machines/workshopDetails.machine.ts";
import { listOf } from "../../store/state.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { WorkshopDetailsView } from "../../views/workshops/WorkshopDetailsView.tsx";
import { Gallery } from "../gallery/gallery.tsx";
import { flow, hosted, type HostInput } from "../host.tsx";
import { WorkshopActions } from "./actions.tsx";
import { msg } from "../../codecs/i18n.ts";

const LISTS: Record<Role, string> = { AMMD: "/listWorkshopsAMMD", CMDI: "/listWorkshopCMDI", FCP: "/homeFCP" };
const BACK = msg("Back to workshops");
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
      return { to: EVENTS_PLANNED, label: msg("Back to Events Planned") };
    default:
      return { to: LISTS[role], label: BACK };
  }
}

/** Where Back goes from /WorkshopDetails: the person's Workshop List, else the super admin's page. */
export function detailsBack(p: WorkshopDetailsParams): { to: string; label: string } {
  return p.user && p.type
    ? { to: navHref(superWorkshopListLink, { sfid: p.user, type: p.type, count: 0 }), label: msg("Back to Workshop List") }
    : { to: "/super", label: msg("Back to Super Admin") };
}

/** What the preview of a plan says first (decision 029): it is a draft until submitted. */
export const PREVIEW_DRAFT = msg("Your plan is saved as a draft. Check it, then press Submit plan to send it to your CMDI.");

/** The details screen of one address: where its Back goes and whether it previews a plan. */
function details<P extends { id: number }>(backOf: (h: HostInput<ScreenProps<P>>) => { to: string; label: string }, preview: boolean) {
  return hosted<ScreenProps<P>>()({
    flows: {
      details: flow<ScreenProps<P>, typeof workshopDetailsMachine>({
        machine: workshopDetailsMachine,
        key: (h) => `workshopDetails:${h.props.params.id}`,
        input: (h) => ({ id: h.props.params.id }),
      }),
    },
    select: (s) => {
      const id = s.props.params.id;
      const { snap, send } = s.flows.details;
      const detail = snap.context.detail;
      const reload = () => send({ type: "workshop.reload" });
      const known = [ammdWorkshopsSlot, myWorkshopsSlot, superWorkshopsSlot]
        .map((slot) => listOf(s.state, slot).find((w) => w.id === id))
        .find(Boolean);
      return {
        title: s.props.title,
        back: backOf(s),
        state: snap.matches("ready") ? "ready" : snap.matches("notFound") ? "notFound" : snap.matches("failed") ? "failed" : "loading",
        summary: known ? { name: known.name, stagename: known.stagename } : null,
        detail,
        error: snap.context.error,
        onRetry: () => send({ type: "workshop.retry" }),
        actions: detail ? <WorkshopActions w={detail} reload={reload} /> : undefined,
        preview: preview && detail?.stagename === "Planning" ? PREVIEW_DRAFT : null,
        // the preview's actions stay above the details once submitted: moved, they would start again without their notice
        actionsFirst: preview,
        Gallery,
      } as const;
    },
    View: WorkshopDetailsView,
  });
}

/** /workshop: any role's workshop, Back to the list it was opened from. */
export default details<WorkshopParams>((h) => workshopBack(h.props.params, h.user?.role ?? "FCP"), false);

/** /WorkshopDetails: the super admin's, Back to the person's Workshop List. */
export const SuperWorkshopDetailsScreen = details<WorkshopDetailsParams>((h) => detailsBack(h.props.params), false);

/** /previewWorkshop: the FCP's saved plan to check and submit. */
export const PreviewWorkshopScreen = details<PreviewParams>(() => ({ to: LISTS.FCP, label: BACK }), true);
