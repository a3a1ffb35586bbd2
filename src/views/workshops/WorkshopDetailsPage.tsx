// /workshop (opened from a list: the AMMD's, a CMDI's, an FCP's) and /WorkshopDetails (the super
// admin's, from a person's Workshop List): the same read-only details. What the lists know shows at
// once while the details load. Back returns where the link came from: the AMMD's list with the
// filters the link carried, or the person's Workshop List (user id, type and a count of 0).
import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { CarriedFilters } from "../../codecs/ammdWorkshops.ts";
import { navHref, type NavParams } from "../../codecs/navParams.ts";
import type { Role } from "../../codecs/role.ts";
import { superWorkshopsSlot } from "../../codecs/superAdmin.ts";
import { ammdWorkshopsSlot, myWorkshopsSlot } from "../../codecs/workshop.ts";
import { workshopDetailsMachine } from "../../machines/workshopDetails.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useStore } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { listOf } from "../../store/state.ts";
import { WorkshopDetailsView, type WorkshopDetailsViewProps } from "./WorkshopDetailsView.tsx";

const LISTS: Record<Role, string> = { AMMD: "/listWorkshopsAMMD", CMDI: "/listWorkshopCMDI", FCP: "/homeFCP" };
const BACK = "Back to workshops";

/** Where Back goes from /workshop: the list it came from (the AMMD's with its filters), else the person's own list. */
export function workshopBack(p: NavParams<"/workshop">, role: Role): { to: string; label: string } {
  const carried = Object.fromEntries(Object.keys(CarriedFilters.props).map((k) => [k, (p as Record<string, unknown>)[k]]));
  switch (p.source) {
    case "ammd": return { to: navHref("/listWorkshopsAMMD", carried as NavParams<"/listWorkshopsAMMD">), label: BACK };
    case "cmdi": return { to: LISTS.CMDI, label: BACK };
    case "fcp": return { to: LISTS.FCP, label: BACK };
    default: return { to: LISTS[role], label: BACK };
  }
}

/** Where Back goes from /WorkshopDetails: the person's Workshop List, else the super admin's page. */
export function detailsBack(p: NavParams<"/WorkshopDetails">): { to: string; label: string } {
  return p.user && p.type
    ? { to: navHref("/Workshoplist", { sfid: p.user, type: p.type, count: 0 }), label: "Back to Workshop List" }
    : { to: "/super", label: "Back to Super Admin" };
}

function useWorkshopDetails(id: number, back: { to: string; label: string }): Omit<WorkshopDetailsViewProps, "title"> {
  const [snap, send] = useFlow(`workshopDetails:${id}`, workshopDetailsMachine, { id });
  const known = useStore((s) => [ammdWorkshopsSlot, myWorkshopsSlot, superWorkshopsSlot].map((slot) => listOf(s, slot).find((w) => w.id === id)).find(Boolean));
  const summary = useMemo(() => (known ? { name: known.name, stagename: known.stagename } : null), [known]);
  const state = snap.matches("ready") ? "ready" : snap.matches("notFound") ? "notFound" : snap.matches("failed") ? "failed" : "loading";
  return { back, state, summary, detail: snap.context.detail, error: snap.context.error, onRetry: () => send({ type: "workshop.retry" }) };
}

function Details({ id, title, back }: { id: number; title: string; back: { to: string; label: string } }) {
  return <WorkshopDetailsView title={title} {...useWorkshopDetails(id, back)} />;
}

export default function WorkshopDetailsPage({ title, params }: ScreenProps) {
  const [path] = useLocation();
  const { session } = useAppActors();
  const role = useSelector(session, (s) => s.context.user?.role ?? "FCP");
  const back = path === "/WorkshopDetails" ? detailsBack(params as NavParams<"/WorkshopDetails">) : workshopBack(params as NavParams<"/workshop">, role);
  const id = params.id as number;
  // another workshop is another flow
  return <Details key={id} id={id} title={title} back={back} />;
}
