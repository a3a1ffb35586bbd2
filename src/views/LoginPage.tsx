// /signin: the login form of the session's running login-form actor, in Blueprint's card markup
// (class names only: see firstLoad.tsx).
import { useSelector } from "@xstate/react";
import { Redirect } from "wouter";
import { homeOf } from "../codecs/session.ts";
import { useViewActors } from "./actors.tsx";
import { LoadingImage } from "./LoadingImage.tsx";
import { LoginFormView, type LoginFormProps } from "./LoginForm.tsx";
import { BP, DangerCallout } from "./firstLoad.tsx";
import { cx } from "./styles.ts";
import { loginFormShown, NOTICE_ID, type LoginFormFlow } from "./loginFields.ts";
import "./LoginPage.css";

/** `notice`: why the server ended the last session (password changed elsewhere, role changed...). */
type LoginPageState = { kind: "form"; props: LoginFormProps; notice: string | null } | { kind: "home"; to: string } | { kind: "busy" };

export function useLoginPage(): LoginPageState {
  const { session } = useViewActors();
  const home = useSelector(session, (s) => (s.matches("loggedIn") && s.context.user ? homeOf(s.context.user) : null));
  const form = useSelector(session, (s) => s.children.loginForm as LoginFormFlow | undefined);
  const notice = useSelector(session, (s) => s.context.notice);
  const snap = useSelector(form, (s) => s);
  if (home) return { kind: "home", to: home };
  if (!form || !snap) return { kind: "busy" };
  return {
    kind: "form",
    notice,
    props: {
      ...loginFormShown(snap),
      onChange: (field, value) => form.send({ type: "form.changed", field, value }),
      onSubmit: () => form.send({ type: "form.submitted" }),
    },
  };
}

/** The sign-in card: drawn by the app, and drawn at build time into /signin's HTML (signinPrerender.tsx). */
export function SignInCard({ notice, props }: { notice: string | null; props: LoginFormProps }) {
  return (
    <main className="login-page">
      <div className={cx(BP.CARD, BP.ELEVATION_0)}>
        <h1 className={cx(BP.HEADING, "login-page-title")}>Sign in</h1>
        {notice && (
          <DangerCallout id={NOTICE_ID} className="login-page-notice">
            {notice}
          </DangerCallout>
        )}
        <LoginFormView {...props} />
      </div>
    </main>
  );
}

export function LoginPage() {
  const page = useLoginPage();
  if (page.kind === "home") return <Redirect to={page.to} replace />;
  if (page.kind === "busy") return <LoadingImage />;
  return <SignInCard notice={page.notice} props={page.props} />;
}
