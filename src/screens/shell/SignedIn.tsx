// Everything behind the sign-in gate (loaded lazily, so /signin stays light): the shell around
// the page of the current path, after the role check and the parameter check. Its flows (the
// reference data, the person's notifications and push on this device) are hosted (issue 44;
// decision 070): the shell's frame takes their snapshots, the store and the UI state as
// ShellLayout's props.
import { navHref, searchLink } from "../../codecs/navParams.ts";
import { useEffect, useMemo, type ReactNode } from "react";
import { useSelector } from "@xstate/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Redirect, useLocation, useSearch } from "wouter";
import { newestFirst, notificationsSlot, unreadCount, type Notification } from "../../codecs/notifications.ts";
import type { Language, Translate } from "../../codecs/i18n.ts";
import { homeOf, type SessionUser } from "../../codecs/session.ts";
import { notificationsMachine } from "../../machines/notifications.machine.ts";
import { pushMachine } from "../../machines/push.machine.ts";
import { referenceDataMachine } from "../../machines/referenceData.machine.ts";
import { headerSearchMachine } from "../../machines/headerSearch.machine.ts";
import type { ShellUiActorRef, ShellUiContext } from "../../machines/shellUi.machine.ts";
import { listOf, pendingWrites, refusedWrites, type StoreState } from "../../store/state.ts";
import { CHANGES_NOT_SAVED } from "../changesNotSaved/index.ts";
import { deviceHits } from "../search/deviceSearch.ts";
import { RECORD_KIND_TITLES, RECORD_KINDS, RECORD_SEARCH_MIN, type RecordHit } from "../../codecs/recordSearch.ts";
import { msg } from "../../codecs/language.ts";
import type { SearchSuggestion, SearchSuggestions, ServerSearch } from "../../views/shell/Header.tsx";
import { useAppActors } from "../actors.tsx";
import { ConfirmDialog } from "../../views/ConfirmDialog.tsx";
import { useStore } from "../../views/flows.ts";
import { useT } from "../../views/i18n.tsx";
import { activePath } from "../../views/menus.ts";
import PlaceholderPage from "../../views/PlaceholderPage.tsx";
import { canOpen, type RouteTable } from "../../views/routes.ts";
import { ErrorBoundary } from "../../views/shell/ErrorBoundary.tsx";
import { loadAppIcons } from "../../views/shell/icons.ts";
import type { Loader } from "../../views/shell/lazyLoad.ts";
import type { PushControlProps } from "../../views/shell/Notifications.tsx";
import { BadLink, RoleNotAvailable } from "../../views/shell/PageStates.tsx";
import { SMALL_SCREEN_QUERY, useMediaQuery, usePreloadAll } from "../../views/shell/screen.ts";
import { whenSettled } from "../../store/settled.ts";
import { ShellLayout } from "../../views/shell/ShellLayout.tsx";
import { shellStylesheetReady } from "../../views/shell/shellStylesheet.ts";
import { StoreWarnings } from "../../views/shell/StoreWarnings.tsx";
import { UndoToast } from "../../views/shell/UndoToast.tsx";
import { flow, hosted, watching, type HostInput, type Running, type Selection } from "../host.tsx";
import { LazyScreen } from "./lazyScreen.tsx";
import { LockScreen } from "./lockScreen.tsx";

// The shell paints only once all of Blueprint's CSS applies (no unstyled flash) and its icons
// can draw in the first render: this module's lazy import resolves after both, so the lazy
// screen's spinner and 10 s timeout cover the wait.
await Promise.all([shellStylesheetReady(), loadAppIcons()]);

export function RouteScreen({ path, search, user }: { path: string; search: string; user: SessionUser }) {
  const { routes } = useAppActors();
  if (path === "/") return <Redirect to={homeOf(user)} replace />;
  const entry = routes.routeOf(path);
  if (!entry) return <Redirect to="/404" replace />;
  if (!canOpen(entry, user)) return <RoleNotAvailable title={entry.title} role={user.superAdmin ? "Super Admin" : user.role} />;
  const decoded = routes.decode(path, search);
  if (!decoded.ok) return <BadLink title={entry.title} errors={decoded.errors} />;
  const props = { title: entry.title, params: decoded.params };
  const screen = routes.screens.get(path);
  if (screen) return <LazyScreen name={path} load={screen} props={props} />;
  // "Back to home" on the home itself would lead back here ("/" redirects to it).
  return <PlaceholderPage {...props} {...(path === homeOf(user) ? { back: null } : {})} />;
}

/** The page of the path with the current query: the only part of the shell a change of the query alone re-renders. */
function CurrentScreen({ path, user }: { path: string; user: SessionUser }) {
  const search = useSearch();
  return <RouteScreen path={path} search={search} user={user} />;
}

/** What the shell's frame is drawn from besides its flows and the store. */
interface FrameProps {
  user: SessionUser;
  path: string;
  /** The shell's UI state (theme, direction, drawers, fullscreen) and its actor. */
  c: ShellUiContext;
  ui: ShellUiActorRef;
  routes: RouteTable;
  /** When the device last reached the server. */
  lastSynced: () => number | null;
  /** wouter's navigation (with a history state: Reset Password is told who asks). */
  navigate: (to: string, o?: { state?: unknown }) => void;
  /** The chosen language's translator: the page search finds a page by its title as shown too. */
  t: Translate;
  children: ReactNode;
}

/** The most pages, and records, the header suggests as the person types (decision 107). */
const SUGGESTED_PAGES = 3;
const SUGGESTED_RECORDS = 6;

/** The pages of this person whose title (in English or as shown) has the words, in the route table's order. */
function pagesMatching(routes: RouteTable, user: SessionUser, t: Translate, q: string) {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  return routes.routes.filter(
    (r) =>
      r.access !== "public" && r.path !== searchLink.path && canOpen(r, user) && [r.title, t(r.title)].some((x) => x.toLowerCase().includes(needle)),
  );
}

type HeaderSearchFlow = Running<typeof headerSearchMachine>;

/**
 * What the header suggests for a query (decision 107): the search Enter makes, shown before it:
 * the pages it would open, then the records this device holds that /search would list first, then
 * (decision 117) those the server found for this query that the device does not hold, marked, each
 * kind's in its group after the device's; each a place to go; none under RECORD_SEARCH_MIN characters.
 */
function suggestionsFor(s: HostInput<FrameProps>, server: HeaderSearchFlow, q: string): SearchSuggestions {
  const { user, routes, t } = s.props;
  if (q.trim().length < RECORD_SEARCH_MIN) return [];
  const pages = pagesMatching(routes, user, t, q)
    .slice(0, SUGGESTED_PAGES)
    .map((r) => ({ href: r.path, title: t(r.title), detail: "" }));
  const device = deviceHits(s, q);
  const held = new Set(device.map((h) => `${h.kind}:${h.id}`));
  const open = (hits: readonly RecordHit[]) => hits.filter((h) => h.href !== null).slice(0, SUGGESTED_RECORDS);
  const records = open(device);
  // the server's answer for this very text only (a stale one is never shown), without what the device showed
  const { query, hits } = server.snap.context;
  const found = query === q.trim() ? open(hits.filter((h) => !held.has(`${h.kind}:${h.id}`))) : [];
  const suggestion = (h: RecordHit, fromServer: boolean): SearchSuggestion => ({
    href: h.href!,
    title: h.title || t("(no name)"),
    detail: h.detail.map((d) => (d.app ? t(d.text) : d.text)).join(" · "),
    ...(fromServer ? { server: true } : {}),
  });
  return [
    { label: msg("Pages"), items: pages },
    ...RECORD_KINDS.map((kind) => ({
      label: RECORD_KIND_TITLES[kind],
      items: [
        ...records.filter((h) => h.kind === kind).map((h) => suggestion(h, false)),
        ...found.filter((h) => h.kind === kind).map((h) => suggestion(h, true)),
      ],
    })),
  ].filter((g) => g.items.length > 0);
}

/** Where the server's part of the suggestions is (decision 117). */
const serverSearchOf = (server: HeaderSearchFlow, online: boolean): ServerSearch =>
  !online || server.snap.matches("offline") ? "offline" : server.snap.hasTag("asking") || server.snap.matches("waiting") ? "asking" : "idle";

/** A person's writes still waiting to be sent (theirs only: another person's stay private). */
const unsentBy = (s: StoreState, sfid: string) => pendingWrites(s).filter((w) => w.by === undefined || w.by === sfid).length;

/** The shell frame's flows: the reference lists, the notifications, push and the header's server search. */
const frameFlows = {
  // an FCP's schools too, so a plan can be made offline on a new device (decision 101)
  referenceData: flow({ machine: referenceDataMachine, key: "referenceData", input: (h) => ({ plansWorkshops: h.user?.role === "FCP" }) }),
  // the person's notifications (decision 045): the cached list and its flow, for the bell and the drawer
  notifications: flow({
    machine: notificationsMachine,
    key: "notifications",
    input: (h) => ({ hasCached: listOf(h.state, notificationsSlot).length > 0 }),
  }),
  push: flow({ machine: pushMachine, key: "push" }),
  // the header's suggestions from the server (decision 117)
  headerSearch: flow({ machine: headerSearchMachine, key: "headerSearch", input: (h) => ({ online: h.online }) }),
};

/** The header, the sidebar and the notifications drawer: the flows, the store and the UI state as ShellLayout's props. */
const ShellFrame = hosted<FrameProps>()({
  flows: frameFlows,
  select: (s) => {
    const { user, path, c, ui, routes, navigate, t } = s.props;
    const { notifications: n, push, headerSearch } = s.flows;
    const rows = listOf(s.state, notificationsSlot);
    /** This person's changes not yet sent: signing out asks first when there are any. */
    const unsent = unsentBy(s.state, user.sfid);
    const nav = routes.navigationOf(user);
    const active = activePath(nav.menu, path);
    const closeNotifications = () => ui.send({ type: "ui.notifications.close" });
    /** Opens the first page of this person whose title has the words, else the records that match (/search, decision 082). */
    const onSearch = (q: string): void => {
      if (!q.trim()) return;
      const hit = pagesMatching(routes, user, t, q)[0];
      navigate(hit ? hit.path : navHref(searchLink, { q: q.trim() }));
    };
    return {
      header: {
        firstName: user.firstName,
        menuToggle: nav.sidebar ? { open: c.drawerOpen, onToggle: () => ui.send({ type: "ui.drawer.toggle" }) } : null,
        headerMenu: nav.sidebar ? [] : nav.menu,
        activePath: active,
        search: c.searchBar
          ? {
              small: c.small,
              open: c.searchOpen,
              onToggle: () => ui.send({ type: "ui.search.toggle" }),
              onSearch,
              suggest: (q: string) => suggestionsFor(s, headerSearch, q),
              onOpen: (href: string) => navigate(href),
              allResults: (q: string) => navHref(searchLink, { q: q.trim() }),
              ask: (q: string) => {
                if (q.trim() !== headerSearch.snap.context.query) headerSearch.send({ type: "search.typed", query: q });
              },
              server: serverSearchOf(headerSearch, s.online),
            }
          : null,
        small: c.small,
        fullscreen: c.fullscreen,
        onToggleFullscreen: () => ui.send({ type: "ui.fullscreen.toggle" }),
        theme: c.theme,
        onToggleTheme: () => ui.send({ type: "ui.theme.toggle" }),
        direction: c.direction,
        onToggleDirection: () => ui.send({ type: "ui.direction.toggle" }),
        language: c.language,
        onChooseLanguage: (language: Language) => ui.send({ type: "ui.language.chosen", language }),
        onOpenNotifications: () => {
          ui.send({ type: "ui.notifications.open" });
          n.send({ type: "notifications.opened" });
        },
        unread: unreadCount(rows),
        onResetPassword: () => navigate("/ForgetPassword", { state: { user } }),
        onOpenDevices: () => navigate("/devices"),
        refused: { count: refusedWrites(s.state, user.sfid).length, href: CHANGES_NOT_SAVED, onOpen: () => navigate(CHANGES_NOT_SAVED) },
        onOpenLog: () => navigate("/qa/log"),
        canSignOut: s.session.snap.can({ type: "session.signOut" }),
        onSignOut: () => s.session.send({ type: "session.signOut", pending: unsent }),
        offline: !s.online,
        waiting: unsent,
        lastSynced: s.props.lastSynced(),
      },
      sidebar: nav.sidebar
        ? { menu: nav.menu, activePath: active, open: c.drawerOpen, small: c.small, onClose: () => ui.send({ type: "ui.drawer.close" }) }
        : null,
      notifications: {
        open: c.notificationsOpen,
        onClose: closeNotifications,
        rows: newestFirst(rows),
        loading: n.snap.hasTag("loading") && rows.length === 0,
        error: n.snap.matches("failed") || n.snap.matches("stale") ? n.snap.context.error : null,
        onRetry: () => n.send({ type: "list.retry" }),
        // its link goes to the thing
        onOpen: (x: Notification) => {
          n.send({ type: "notification.read", id: x.id });
          closeNotifications();
        },
        onReadAll: () => n.send({ type: "notifications.allRead", ids: rows.filter((x) => !x.read).map((x) => x.id) }),
        push: {
          state: push.snap.value as PushControlProps["state"],
          error: push.snap.context.error,
          onEnable: () => push.send({ type: "push.enable" }),
          onDisable: () => push.send({ type: "push.disable" }),
          onRetry: () => push.send({ type: "push.retry" }),
          onCheck: () => push.send({ type: "push.check" }),
        },
      },
      children: s.props.children,
    };
  },
  View: ShellLayout,
  // the server's suggestions stop offline and come back with the connection (decision 117)
  watch: [
    watching(
      (s: Selection<FrameProps, typeof frameFlows>) => s.online,
      (online, s) => s.flows.headerSearch.send({ type: online ? "search.online" : "search.offline" }),
    ),
  ],
});

export default function SignedIn() {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  return user ? <Shell user={user} /> : null;
}

function Shell({ user }: { user: SessionUser }) {
  const { ui, clock, routes, connection } = useAppActors();
  const [path, navigate] = useLocation();
  const c = useSelector(ui, (s) => s.context);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const t = useT();
  useEffect(() => ui.send({ type: "ui.screen.changed", small }), [ui, small]);
  usePreloadAll(
    useMemo(() => [...new Set(routes.screens.values())] as Loader<never>[], [routes]),
    clock,
    whenSettled,
  );
  return (
    // The overlay, hotkey and portal providers: only the shell has overlays, so /signin skips them.
    <BlueprintProvider>
      <ShellFrame
        user={user}
        path={path}
        c={c}
        ui={ui}
        routes={routes}
        lastSynced={() => connection.lastSynced?.() ?? null}
        navigate={navigate}
        t={t}
      >
        <StoreWarnings />
        <UndoToast />
        <UnsentChangesAlert />
        <LockScreen />
        <ErrorBoundary key={path}>
          <CurrentScreen path={path} user={user} />
        </ErrorBoundary>
      </ShellFrame>
    </BlueprintProvider>
  );
}

/** "Sign out" with changes not yet sent: they stay on this device for this person's next sign-in. */
function UnsentChangesAlert() {
  const { session } = useAppActors();
  const asking = useSelector(session, (s) => s.matches({ loggedIn: "confirmingSignOut" }));
  const sfid = useSelector(session, (s) => s.context.user?.sfid ?? "");
  const unsent = useStore((s) => unsentBy(s, sfid));
  return (
    <ConfirmDialog
      open={asking}
      icon="warning-sign"
      intent="warning"
      no="Stay signed in"
      yes="Sign out"
      onNo={() => session.send({ type: "signOut.cancelled" })}
      onYes={() => session.send({ type: "signOut.confirmed" })}
    >
      <p>{unsent === 1 ? "1 change you made has" : `${unsent} changes you made have`} not been sent yet.</p>
      <p>They stay on this device and are sent the next time you sign in here, when there is a connection.</p>
    </ConfirmDialog>
  );
}
