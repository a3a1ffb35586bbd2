// Everything behind the sign-in gate (loaded lazily, so /signin stays light): the shell around
// the page of the current path, after the role check and the parameter check.
import { useEffect, useMemo } from "react";
import { useSelector } from "@xstate/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { Redirect, useLocation, useSearch } from "wouter";
import { homeOf, type SessionUser } from "../../codecs/session.ts";
import { useAppActors } from "../actors.tsx";
import { activePath } from "../menus.ts";
import PlaceholderPage from "../PlaceholderPage.tsx";
import { canOpen } from "../routes.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { LazyScreen, type Loader } from "./LazyScreen.tsx";
import { LockScreen } from "./LockScreen.tsx";
import { BadLink, RoleNotAvailable } from "./PageStates.tsx";
import { SMALL_SCREEN_QUERY, useMediaQuery, usePreloadAll } from "./screen.ts";
import { ShellLayout } from "./ShellLayout.tsx";
import { loadAppIcons } from "./icons.ts";
import { shellStylesheetReady } from "./shellStylesheet.ts";
import { StoreWarnings } from "./StoreWarnings.tsx";
import { UndoToast } from "./UndoToast.tsx";
import { useFlow, useList, useOnline, useStore } from "../flows.ts";
import { newestFirst, notificationsSlot, unreadCount, type Notification } from "../../codecs/notifications.ts";
import { notificationsMachine } from "../../machines/notifications.machine.ts";
import { pushMachine } from "../../machines/push.machine.ts";
import type { PushControlProps } from "./Notifications.tsx";
import { pendingWrites, type StoreState } from "../../store/state.ts";
import { referenceDataMachine } from "../../machines/referenceData.machine.ts";

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

/** The person's notifications (decision 045): the cached list and its flow, for the bell and the drawer. */
function useNotifications(close: () => void) {
  const rows = useList(notificationsSlot);
  const [snap, send] = useFlow("notifications", notificationsMachine, { hasCached: rows.length > 0 });
  const [push, sendPush] = useFlow("push", pushMachine);
  return {
    unread: unreadCount(rows),
    onOpened: () => send({ type: "notifications.opened" }),
    drawer: {
      rows: newestFirst(rows),
      loading: snap.hasTag("loading") && rows.length === 0,
      error: snap.matches("failed") || snap.matches("stale") ? snap.context.error : null,
      onRetry: () => send({ type: "list.retry" }),
      // its link goes to the thing
      onOpen: (n: Notification) => {
        send({ type: "notification.read", id: n.id });
        close();
      },
      onReadAll: () => send({ type: "notifications.allRead", ids: rows.filter((n) => !n.read).map((n) => n.id) }),
      push: {
        state: push.value as PushControlProps["state"],
        error: push.context.error,
        onEnable: () => sendPush({ type: "push.enable" }),
        onDisable: () => sendPush({ type: "push.disable" }),
        onRetry: () => sendPush({ type: "push.retry" }),
        onCheck: () => sendPush({ type: "push.check" }),
      },
    },
  };
}

export function useShellProps(user: SessionUser, path: string) {
  const { session, ui, routes, connection } = useAppActors();
  const [, navigate] = useLocation();
  const c = useSelector(ui, (s) => s.context);
  const canSignOut = useSelector(session, (s) => s.can({ type: "session.signOut" }));
  /** This person's changes not yet sent: signing out asks first when there are any. */
  const unsent = useStore((s) => unsentBy(s, user.sfid));
  const online = useOnline();
  const alerts = useNotifications(() => ui.send({ type: "ui.notifications.close" }));
  const nav = routes.navigationOf(user);
  const active = activePath(nav.menu, path);
  const closeDrawer = () => ui.send({ type: "ui.drawer.close" });
  /** Opens the first page of this person whose title has the words; false when none has. */
  const onSearch = (q: string): boolean => {
    const needle = q.trim().toLowerCase();
    const hit = needle ? routes.routes.find((r) => r.access !== "public" && canOpen(r, user) && r.title.toLowerCase().includes(needle)) : undefined;
    if (hit) navigate(hit.path);
    return hit !== undefined;
  };
  return {
    header: {
      firstName: user.firstName,
      menuToggle: nav.sidebar ? { open: c.drawerOpen, onToggle: () => ui.send({ type: "ui.drawer.toggle" }) } : null,
      headerMenu: nav.sidebar ? [] : nav.menu,
      activePath: active,
      search: c.searchBar ? { small: c.small, open: c.searchOpen, onToggle: () => ui.send({ type: "ui.search.toggle" }), onSearch } : null,
      small: c.small,
      fullscreen: c.fullscreen,
      onToggleFullscreen: () => ui.send({ type: "ui.fullscreen.toggle" }),
      theme: c.theme,
      onToggleTheme: () => ui.send({ type: "ui.theme.toggle" }),
      direction: c.direction,
      onToggleDirection: () => ui.send({ type: "ui.direction.toggle" }),
      onOpenNotifications: () => {
        ui.send({ type: "ui.notifications.open" });
        alerts.onOpened();
      },
      unread: alerts.unread,
      onResetPassword: () => navigate("/ForgetPassword", { state: { user } }),
      onOpenDevices: () => navigate("/devices"),
      onOpenLog: () => navigate("/qa/log"),
      canSignOut,
      onSignOut: () => session.send({ type: "session.signOut", pending: unsent }),
      offline: !online,
      waiting: unsent,
      lastSynced: connection.lastSynced?.() ?? null,
    },
    sidebar: nav.sidebar ? { menu: nav.menu, activePath: active, open: c.drawerOpen, small: c.small, onClose: closeDrawer } : null,
    notifications: { open: c.notificationsOpen, onClose: () => ui.send({ type: "ui.notifications.close" }), ...alerts.drawer },
  };
}

export default function SignedIn() {
  const { session } = useAppActors();
  const user = useSelector(session, (s) => s.context.user);
  return user ? <Shell user={user} /> : null;
}

function Shell({ user }: { user: SessionUser }) {
  const { ui, clock, routes } = useAppActors();
  useFlow("referenceData", referenceDataMachine);
  const [path] = useLocation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  useEffect(() => ui.send({ type: "ui.screen.changed", small }), [ui, small]);
  usePreloadAll(
    useMemo(() => [...new Set(routes.screens.values())] as Loader<never>[], [routes]),
    clock,
  );
  const shell = useShellProps(user, path);
  return (
    // The overlay, hotkey and portal providers: only the shell has overlays, so /signin skips them.
    <BlueprintProvider>
      <ShellLayout {...shell}>
        <StoreWarnings />
        <UndoToast />
        <UnsentChangesAlert />
        <LockScreen />
        <ErrorBoundary key={path}>
          <CurrentScreen path={path} user={user} />
        </ErrorBoundary>
      </ShellLayout>
    </BlueprintProvider>
  );
}

/** A person's writes still waiting to be sent (theirs only: another person's stay private). */
const unsentBy = (s: StoreState, sfid: string) => pendingWrites(s).filter((w) => w.by === undefined || w.by === sfid).length;

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
