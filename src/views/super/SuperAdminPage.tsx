// /super and /Userlist (spec 2.10): everyone of the programme from the store at once (refreshed in
// the background), by tab, searched as typed; a person opens their Workshop List.
import { useCallback, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { navHref, type SuperParams, superWorkshopListLink } from "../../codecs/navParams.ts";
import { PERSON_TABS, peopleOfTab, superPeopleSlot, type PersonRow, type PersonTab } from "../../codecs/superAdmin.ts";
import { superAdminMachine } from "../../machines/superAdmin.machine.ts";
import { useAppActors } from "../actors.tsx";
import { useFlow, useList } from "../flows.ts";
import type { ScreenProps } from "../routes.ts";
import { SuperAdminView } from "./SuperAdminView.tsx";

export function useSuperAdmin(startTab: PersonTab) {
  const { session } = useAppActors();
  const [, navigate] = useLocation();
  const canSignOut = useSelector(session, (s) => s.can({ type: "session.signOut" }));
  const rows = useList(superPeopleSlot);
  const [snap, send] = useFlow("superAdmin", superAdminMachine, { tab: startTab, hasCached: rows.length > 0 });
  const { tab, query } = snap.context;
  const counts = useMemo(() => Object.fromEntries(PERSON_TABS.map((t) => [t, peopleOfTab(rows, t, "").length])) as Record<PersonTab, number>, [rows]);
  const people = useMemo(() => peopleOfTab(rows, tab, query), [rows, tab, query]);
  return {
    tab,
    counts,
    query,
    people,
    onTab: useCallback((t: PersonTab) => send({ type: "people.tab", tab: t }), [send]),
    onQuery: (q: string) => send({ type: "people.search", query: q }),
    hrefOf: useCallback((p: PersonRow) => (p.sfid ? navHref(superWorkshopListLink, { sfid: p.sfid, type: tab, count: 0 }) : null), [tab]),
    onOpen: navigate,
    loading: snap.hasTag("loading") && rows.length === 0,
    refreshing: snap.hasTag("loading") && rows.length > 0,
    error: snap.matches("failed") || snap.matches("stale") ? snap.context.error : null,
    onRetry: () => send({ type: "people.retry" }),
    canSignOut,
    onSignOut: () => session.send({ type: "session.signOut" }),
  };
}

export default function SuperAdminPage({ title, params }: ScreenProps<SuperParams>) {
  return <SuperAdminView title={title} {...useSuperAdmin(params.tab ?? "FCP")} />;
}
