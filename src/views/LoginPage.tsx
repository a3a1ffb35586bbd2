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
import { type Language, LANGUAGES } from "../codecs/language.ts";
import { useT } from "./i18n.tsx";
import "./LoginPage.css";

/** `notice`: why the server ended the last session (password changed elsewhere, role changed...). */
type LoginPageState =
  | { kind: "form"; props: LoginFormProps; notice: string | null; language: LanguageChoice }
  | { kind: "home"; to: string }
  | { kind: "busy" };

/** The language the card is in, and the person choosing another (decision 074). */
export interface LanguageChoice {
  language: Language;
  onChoose: (language: Language) => void;
}

export function useLoginPage(): LoginPageState {
  const { session, ui } = useViewActors();
  const language = useSelector(ui, (s) => s.context.language);
  const home = useSelector(session, (s) => (s.matches("loggedIn") && s.context.user ? homeOf(s.context.user) : null));
  const form = useSelector(session, (s) => s.children.loginForm as LoginFormFlow | undefined);
  const notice = useSelector(session, (s) => s.context.notice);
  const snap = useSelector(form, (s) => s);
  if (home) return { kind: "home", to: home };
  if (!form || !snap) return { kind: "busy" };
  return {
    kind: "form",
    notice,
    // on this device only: the account's language comes with the sign-in
    language: { language, onChoose: (l) => ui.send({ type: "ui.language.adopted", language: l }) },
    props: {
      ...loginFormShown(snap),
      onChange: (field, value) => form.send({ type: "form.changed", field, value }),
      onSubmit: () => form.send({ type: "form.submitted" }),
    },
  };
}

/**
 * The other languages, each by its own name (decision 074). On the card drawn at build time a
 * choice is the drawn card's to take (src/signin/drawnCard.ts, by `data-language`): it keeps it
 * and hands /signin to the app, which draws the card in it.
 */
function LanguageButtons({ language, onChoose }: Partial<LanguageChoice>) {
  return (
    <p className="login-page-language">
      {LANGUAGES.filter((l) => l.code !== (language ?? "en")).map((l) => (
        <button
          key={l.code}
          type="button"
          lang={l.code}
          data-language={l.code}
          className={cx(BP.BUTTON, BP.MINIMAL)}
          onClick={() => onChoose?.(l.code)}
        >
          {l.name}
        </button>
      ))}
    </p>
  );
}

/** The sign-in card: drawn by the app, and drawn at build time into /signin's HTML (signinPrerender.tsx). */
export function SignInCard({ notice, props, language }: { notice: string | null; props: LoginFormProps; language?: LanguageChoice }) {
  const t = useT();
  return (
    <main className="login-page">
      <LanguageButtons {...language} />
      <div className={cx(BP.CARD, BP.ELEVATION_0)}>
        <h1 className={cx(BP.HEADING, "login-page-title")}>{t("Sign in")}</h1>
        {notice && (
          <DangerCallout id={NOTICE_ID} className="login-page-notice">
            {t(notice)}
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
  return <SignInCard notice={page.notice} props={page.props} language={page.language} />;
}
