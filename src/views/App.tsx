// Routing (wouter, exact matches): public pages, then every known path behind the sign-in
// gate; any other path goes to /404. Role homes and placeholders load lazily.
import { lazy, Suspense } from "react";
import { useSelector } from "@xstate/react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { homeOf } from "../codecs/session.ts";
import { useAppActors } from "./actors.tsx";
import { Gate } from "./Gate.tsx";
import { LoadingImage } from "./LoadingImage.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { HOME_PATHS, PROTECTED_PATHS, PUBLIC_PATHS, isHomePath, isProtectedPath, titleOf } from "./routes.ts";

const HomePage = lazy(() => import("./HomePage.tsx"));
const PlaceholderPage = lazy(() => import("./PlaceholderPage.tsx"));

const OTHER_PUBLIC = PUBLIC_PATHS.filter((p) => p !== "/signin" && p !== "/404");
const PLACEHOLDERS = PROTECTED_PATHS.filter((p) => p !== "/" && !isHomePath(p));

export function App() {
  return (
    <Suspense fallback={<LoadingImage />}>
      <Switch>
        <Route path="/signin"><LoginPage /></Route>
        <Route path="/404"><NotFoundPage /></Route>
        {OTHER_PUBLIC.map((p) => (
          <Route key={p} path={p}><PlaceholderPage title={titleOf(p)} back={{ to: "/signin", label: "Back to sign in" }} /></Route>
        ))}
        <Route><Protected /></Route>
      </Switch>
    </Suspense>
  );
}

function Protected() {
  const [location] = useLocation();
  if (!isProtectedPath(location)) return <Redirect to="/404" replace />;
  return <Gate><ProtectedRoutes /></Gate>;
}

function ProtectedRoutes() {
  return (
    <Switch>
      <Route path="/"><RoleHomeRedirect /></Route>
      {HOME_PATHS.map((p) => <Route key={p} path={p}><HomePage title={titleOf(p)} /></Route>)}
      {PLACEHOLDERS.map((p) => <Route key={p} path={p}><PlaceholderPage title={titleOf(p)} /></Route>)}
    </Switch>
  );
}

/** "/" goes to the home of the signed-in user's role. */
function RoleHomeRedirect() {
  const { session } = useAppActors();
  const home = useSelector(session, (s) => (s.context.user ? homeOf(s.context.user) : "/signin"));
  return <Redirect to={home} replace />;
}
