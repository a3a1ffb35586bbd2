// Routing (wouter, exact matches): public pages, then every other known path behind the
// sign-in gate, inside the lazily loaded shell; any unknown path goes to /404. The app also
// applies the theme and the chosen language (decision 074), titles the document after the page, moves
// the focus to a new page's heading (decision 102) and records where the person goes (a replay ends on
// that screen).
import { useEffect, useMemo, useRef } from "react";
import { useSelector } from "@xstate/react";
import { Redirect, Route, Router, Switch, useLocation, useRouter, useSearch, type Parser } from "wouter";
import { homeOf } from "../codecs/session.ts";
import { useViewActors } from "./actors.tsx";
// the leave guard's Back listener goes in before the router's (decision 038)
import "./leaveGuard.ts";
import { LoginPage } from "./LoginPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { ServerErrorPage } from "./ServerErrorPage.tsx";
import { ErrorBoundary } from "./shell/ErrorBoundary.tsx";
import { preload } from "./shell/lazyLoad.ts";
import { useDocumentTheme, useDocumentTitle } from "./shell/screen.ts";
import { loadShellStylesheet } from "./shell/shellStylesheet.ts";
import { useShellParts } from "./shellParts.tsx";
import { TranslateProvider, useTranslator } from "./i18n.tsx";
import { LanguageNote } from "./LanguageNote.tsx";
import { startFocusKeeper, type FocusKeeper } from "./focusKeeper.ts";

const placeholder = () => import("./PlaceholderPage.tsx");

export function App() {
  const { ui, routes } = useViewActors();
  const { UpdateNotice } = useShellParts();
  useDocumentTheme(
    useSelector(ui, (s) => s.context.theme),
    useSelector(ui, (s) => s.context.direction),
  );
  const { t, missing } = useTranslator(useSelector(ui, (s) => s.context.language));
  const [location] = useLocation();
  const title = routes.routeOf(location)?.title;
  useDocumentTitle(title ? t(title) : null);
  return (
    <TranslateProvider value={t}>
      <AppRoutes />
      <NavRecorder />
      <KeepFocus />
      <UpdateNotice />
      {missing && <LanguageNote language={missing} />}
    </TranslateProvider>
  );
}

/** Records where the person is, after the page's own effects. Apart from App, so a change of the
 * query alone (a list's filters kept in the address) re-renders only what reads the query. */
function NavRecorder() {
  const { onNavigated } = useViewActors();
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => onNavigated(location, search), [onNavigated, location, search]);
  return null;
}

/** Where the focus goes after a page change or an action (focusKeeper.ts, decision 102): after the
 * pages' own effects, so a drawer that closed has handed its focus back first. */
function KeepFocus() {
  const [location] = useLocation();
  const keeper = useRef<FocusKeeper | null>(null);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const k = startFocusKeeper();
    keeper.current = k;
    return () => k.stop();
  }, []);
  useEffect(() => {
    if (seen.current !== null && seen.current !== location) keeper.current?.navigated();
    seen.current = location;
  }, [location]);
  return null;
}

/** The pages by path (also drawn inside the QA page for a replay). A public page's screen comes
 * from its feature; one not built yet links back to sign in, or home for a person who is signed
 * in (Reset Password leads there). */
/**
 * Routes match exactly (spec section 2), letter case too: wouter's default parser ignores case, so
 * "/SIGNIN" would show the sign-in form instead of /404.
 */
export const caseSensitive =
  (parser: Parser): Parser =>
  (route, loose) => {
    const r = parser(route, loose);
    return r.pattern instanceof RegExp ? { ...r, pattern: new RegExp(r.pattern.source, r.pattern.flags.replace("i", "")) } : r;
  };

export function AppRoutes() {
  const { parser } = useRouter();
  const exact = useMemo(() => caseSensitive(parser), [parser]);
  return (
    <Router parser={exact}>
      <Pages />
    </Router>
  );
}

function Pages() {
  const { session, routes } = useViewActors();
  const home = useSelector(session, (s) => (s.context.user ? homeOf(s.context.user) : null));
  const otherPublic = useMemo(() => routes.publicPaths.filter((p) => !["/signin", "/404", "/500"].includes(p)), [routes]);
  const back = home ? { to: home, label: "Back to home" } : { to: "/signin", label: "Back to sign in" };
  return (
    <ErrorBoundary>
      <Switch>
        <Route path="/signin">
          <LoginPage />
        </Route>
        <Route path="/404">
          <NotFoundPage />
        </Route>
        <Route path="/500">
          <ServerErrorPage />
        </Route>
        {otherPublic.map((p) => (
          <Route key={p} path={p}>
            <PublicScreen path={p} back={back} />
          </Route>
        ))}
        <Route>
          <Protected />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

/** A public page: its feature's screen, or a placeholder naming it while it is not built. */
function PublicScreen({ path, back }: { path: string; back: { to: string; label: string } }) {
  const { routes } = useViewActors();
  const { LazyScreen } = useShellParts();
  const search = useSearch();
  const title = routes.routeOf(path)!.title;
  const screen = routes.screens.get(path);
  if (!screen)
    return (
      <main>
        <LazyScreen name={path} load={placeholder} props={{ title, back }} />
      </main>
    );
  const decoded = routes.decode(path, search);
  return <LazyScreen name={path} load={screen} props={{ title, params: decoded.ok ? decoded.params : {} }} standalone />;
}

function Protected() {
  const [location] = useLocation();
  const { session, routes } = useViewActors();
  const { signedIn, LazyScreen, Gate } = useShellParts();
  const hasToken = useSelector(session, (s) => s.context.hasToken);
  // With a token the person is most likely on the way in: fetch the shell, its stylesheet and this
  // page's screen while the gate asks the server, rather than one after the other once it has
  // answered (the shell waits for its stylesheet and asks again after a failure).
  const screen = routes.screens.get(location);
  useEffect(() => {
    if (!hasToken) return;
    loadShellStylesheet().catch(() => {});
    preload(signedIn).catch(() => {});
    if (screen) preload(screen).catch(() => {});
  }, [hasToken, screen, signedIn]);
  if (location !== "/" && !routes.routeOf(location)) return <Redirect to="/404" replace />;
  return (
    <Gate>
      <LazyScreen name="shell" load={signedIn} props={{}} standalone />
    </Gate>
  );
}
