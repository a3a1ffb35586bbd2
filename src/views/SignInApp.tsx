// /signin before the features are loaded (decision 052): the login page on the session alone, in
// the theme and direction the device kept. Once the person is signed in, or goes to any other page
// (a link of the form), the app is loaded and drawn in its place (`onLeave`, src/main.tsx); the
// loading image shows meanwhile.
import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import { useLocation, useSearch } from "wouter";
import type { UiSettings } from "../codecs/uiSettings.ts";
import { useSignInActors } from "./actors.tsx";
import { LoadingImage } from "./LoadingImage.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { useDocumentTheme, useDocumentTitle } from "./documentHooks.ts";

export const SIGNIN_PATH = "/signin";

export function SignInApp({ settings, onLeave }: { settings: UiSettings; onLeave: () => void }) {
  const { session, onNavigated } = useSignInActors();
  const [location] = useLocation();
  const search = useSearch();
  const signedIn = useSelector(session, (s) => s.context.user !== null);
  const leaving = signedIn || location !== SIGNIN_PATH;
  useDocumentTheme(settings.theme, settings.direction);
  useDocumentTitle("Sign in");
  // recorded as the app's own NavRecorder does (src/views/App.tsx): a replay ends on this screen
  useEffect(() => onNavigated(location, search), [onNavigated, location, search]);
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);
  return leaving ? <LoadingImage /> : <LoginPage />;
}
