// /signin drawn at build time (decision 031): the sign-in card's markup, put into www/signin.html
// by the build (esbuild.config.mjs) so the first visit paints the form with the HTML and its
// stylesheet, before the app's JavaScript has arrived. The same `SignInCard` the app draws, with a
// fresh form's values; Submit is disabled until the entry binds the card to the login form flow
// (decision 054, src/signin/drawnCard.ts), which gives the flow what was typed meanwhile, so nothing
// typed is lost, and paints the flow's state into the card from the parts drawn beside it. Not part
// of the app's bundle: only the build imports it.
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { DEFAULT_ROLE } from "../codecs/role.ts";
import { SignInCard } from "./LoginPage.tsx";
import { LoadingImage } from "./LoadingImage.tsx";
import type { LoginFormProps } from "./LoginForm.tsx";
import { PARTS_ID } from "./loginFields.ts";

/** The text of a message in the parts (each is replaced by the message shown). */
export const PLACEHOLDER = "…";

const fresh: LoginFormProps = {
  values: { role: DEFAULT_ROLE, mobile: "", password: "" },
  fieldErrors: {},
  formError: null,
  busy: false,
  prerendered: true,
  onChange() {},
  onSubmit() {},
};

/** The card with every message there is and Submit busy: what the drawn card's controller takes its parts from. */
const everyPart: LoginFormProps = {
  ...fresh,
  fieldErrors: { role: PLACEHOLDER, mobile: PLACEHOLDER, password: PLACEHOLDER },
  formError: PLACEHOLDER,
  busy: true,
  prerendered: false,
};

/** The card as HTML, for the build, and beside it (decision 054) a `<template>` of the card with
 * every part its controller may add (the messages, Submit's spinner) and the loading image it shows
 * once the person leaves /signin, drawn by the same React views. */
export function signInMarkup(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/signin">
      <SignInCard notice={null} props={fresh} />
      <template id={PARTS_ID}>
        <SignInCard notice={PLACEHOLDER} props={everyPart} />
        <LoadingImage />
      </template>
    </Router>,
  );
}
