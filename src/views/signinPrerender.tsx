// /signin drawn at build time (decision 031): the sign-in card's markup, put into www/signin.html
// by the build (esbuild.config.mjs) so the first visit paints the form with the HTML and its
// stylesheet, before the app's JavaScript has arrived. The same `SignInCard` the app draws, with a
// fresh form's values; Submit is disabled until the app runs. When it does, signinCarry.ts gives
// the app what was typed meanwhile (and where the focus was), so nothing typed is lost. Not part of
// the app's bundle: only the build imports it.
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { DEFAULT_ROLE } from "../codecs/role.ts";
import { SignInCard } from "./LoginPage.tsx";

/** The card as HTML, for the build. */
export function signInMarkup(): string {
  const props = {
    values: { role: DEFAULT_ROLE, mobile: "", password: "" },
    fieldErrors: {},
    formError: null,
    busy: false,
    prerendered: true,
    onChange() {},
    onSubmit() {},
  };
  return renderToStaticMarkup(
    <Router ssrPath="/signin">
      <SignInCard notice={null} props={props} />
    </Router>,
  );
}
