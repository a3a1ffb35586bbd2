// /signin's drawn card made live without React (decision 054). A signed-out visit to /signin gets
// the sign-in card drawn at build time (decision 031, src/views/signinPrerender.tsx); this binds
// that markup to the session's login form flow: what is typed goes to the flow as the person's
// edits, Submit submits, and each state of the flow is painted into the card: the values, each
// field's message, the form's message, the notice, Submit busy. The markup of every part it adds
// is the React views' own: it is cloned from the `<template>` drawn beside the card (the card with
// every message and Submit busy), so there is one view of the form; test/unit/signin/drawnCard.test.ts
// checks that the painted card equals the React card for the same state. React and the app part
// are loaded when the person leaves /signin: signed in, or by a link of the card.
import { SIGNIN_PATH, type LoginFormActorRef } from "../machines/session.machine.ts";
import type { UiSettings } from "../codecs/uiSettings.ts";
import { Language } from "../codecs/language.ts";
import type { LoginField } from "../codecs/login.ts";
import { BP } from "../views/bp.ts";
import { setDocumentTheme, setDocumentTitle } from "../views/documentTheme.ts";
import {
  APP_PART_PRELOADS,
  errorId,
  FORM_ERROR_ID,
  focusAfterSubmit,
  inputId,
  LOGIN_FIELDS,
  loginFormShown,
  NOTICE_ID,
  PARTS_ID,
  type LoginFormShown,
} from "../views/loginFields.ts";
import { sendTyped, typedBeforeStart } from "../views/signinCarry.ts";

/** What the card shows: the form's state, the notice, and whether Submit still waits for the app (the drawn card). */
export interface CardShown extends LoginFormShown {
  notice: string | null;
  prerendered?: boolean;
}

type Field = HTMLInputElement | HTMLSelectElement;

/** Sets or removes an attribute, touching the element only when it changes. */
function attr(el: Element, name: string, value: string | null) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** A message element's text (the text after a callout's icon, or the whole of a field's message). */
function setMessage(el: Element, message: string) {
  const last = el.lastChild;
  if (last && last.nodeType === 3) {
    if (last.nodeValue !== message) last.nodeValue = message;
  } else el.append(message);
}

/**
 * The element `id` of the parts there (a clone, with `message`) or not (removed), inside `parent`
 * before `before` (null: at the end).
 */
function place(card: Element, parts: Element, id: string, message: string | null, parent: Element, before: Node | null) {
  const now = card.querySelector(`#${id}`);
  if (message === null) {
    now?.remove();
    return;
  }
  const el = now ?? (parts.querySelector(`#${id}`)!.cloneNode(true) as Element);
  setMessage(el, message);
  if (!now) parent.insertBefore(el, before);
}

/**
 * Paints `shown` into the drawn card `card` (its `<main>`), taking what it adds from `parts` (the
 * same card with every part: the `<template>`'s). The result is the markup React draws for the
 * same state (SignInCard), the values as the fields' values.
 */
export function paintCard(card: Element, parts: Element, shown: CardShown): void {
  const form = card.querySelector("form")!;
  const partsForm = parts.querySelector("form")!;
  for (const f of LOGIN_FIELDS) {
    const field = card.querySelector<Field>(`#${inputId(f)}`)!;
    const full = parts.querySelector<Field>(`#${inputId(f)}`)!;
    if (field.value !== shown.values[f]) field.value = shown.values[f];
    const message = shown.fieldErrors[f] ?? null;
    // what React's form sets on a field with a message (LoginForm.tsx), read from the parts
    for (const name of ["aria-describedby", "aria-invalid"]) attr(field, name, message === null ? null : full.getAttribute(name));
    const group = field.closest(`.${BP.FORM_GROUP}`)!;
    const fullGroup = full.closest(`.${BP.FORM_GROUP}`)!;
    for (const [el, of] of [
      [group, fullGroup],
      [field.parentElement!, full.parentElement!],
    ] as const)
      el.classList.toggle(BP.INTENT_DANGER, message !== null && of.classList.contains(BP.INTENT_DANGER));
    place(card, parts, errorId(f), message, group.querySelector(`.${BP.FORM_HELPER_TEXT}`)!, null);
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  place(card, parts, FORM_ERROR_ID, shown.formError, form, submit);
  attr(form, "aria-describedby", shown.formError === null ? null : partsForm.getAttribute("aria-describedby"));
  const heading = card.querySelector("h1")!;
  place(card, parts, NOTICE_ID, shown.notice, heading.parentElement!, heading.nextSibling);
  // Submit: busy as the parts draw it (spinner, classes, out of the tab order), idle as the card does
  const busy = parts.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const spinner = submit.querySelector(`.${BP.BUTTON_SPINNER}`);
  if (shown.busy) {
    if (!spinner) submit.prepend(busy.querySelector(`.${BP.BUTTON_SPINNER}`)!.cloneNode(true));
    if (submit.className !== busy.className) submit.className = busy.className;
    attr(submit, "tabindex", busy.getAttribute("tabindex"));
  } else {
    spinner?.remove();
    submit.classList.remove(BP.LOADING);
    submit.classList.toggle(BP.DISABLED, shown.prerendered === true);
    attr(submit, "tabindex", null);
  }
  submit.disabled = shown.busy || shown.prerendered === true;
}

/** The session actor's part the card uses. */
interface SessionLike {
  getSnapshot(): SessionSnap;
  subscribe(fn: (s: SessionSnap) => void): { unsubscribe(): void };
}
type SessionSnap = { context: { user: unknown; notice: string | null }; children: { loginForm?: LoginFormActorRef } };

const METHODS = ["pushState", "replaceState"] as const;

export interface DrawnCardOptions {
  session: SessionLike;
  /** Records where the person is (src/signin/wiring.ts). */
  onNavigated: (path: string, search: string) => void;
  settings: UiSettings;
  /** The person leaves /signin (signed in, or a link of the card): load the app, which draws in the card's place. */
  onLeave: () => void;
  /** The person chose another language (decision 074): it is kept on the device, and the app draws the card in it. */
  onLanguage: (language: Language) => void;
  /** The login request is on its way (a submit the form found complete), for the role chosen: the app part may run meanwhile, its files fetched while the person typed. */
  onSubmitting?: (role: string) => void;
}

/**
 * Binds the drawn card in `doc` to the session's login form (see the file's head). Returns false,
 * binding nothing, when the page has no drawn card (index.html served for /signin, as the service
 * worker does): the app then draws /signin itself.
 */
export function startDrawnCard(doc: Document, { session, onNavigated, settings, onLeave, onLanguage, onSubmitting }: DrawnCardOptions): boolean {
  const card = doc.querySelector<HTMLElement>("main.login-page");
  const view = doc.defaultView!;
  const template = doc.getElementById(PARTS_ID);
  const drawn = template instanceof view.HTMLTemplateElement ? template.content : null;
  const parts = drawn?.querySelector("main");
  const loading = drawn?.querySelector(".loading-image");
  if (!card || !parts || !loading) return false;
  setDocumentTheme(settings.theme, settings.direction);
  setDocumentTitle("Sign in");
  // where the person is, recorded as the app's own NavRecorder records it: a replay ends on this screen
  const recordPlace = () => onNavigated(view.location.pathname, decodeURI(view.location.search.replace(/^\?/, "")));
  recordPlace();

  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    // history as it was (the app's router, wouter, wraps it itself once loaded); when its code ran
    // while the login was sent (onSubmitting), it has wrapped the card's wrappers: they stay, inert
    for (const method of METHODS) if (view.history[method] === wrappers[method]) view.history[method] = originals[method];
    view.removeEventListener("popstate", moved);
    // the loading image until the app draws, as the app shows while a page's code loads
    card.replaceWith(loading.cloneNode(true));
    onLeave();
  };

  // any way off /signin: back and forward, and history.pushState or replaceState (the card's link,
  // the session's own navigation once signed in, any script), recorded as the app records a move
  const originals = { pushState: view.history.pushState, replaceState: view.history.replaceState };
  const moved = () => {
    if (left || view.location.pathname === SIGNIN_PATH) return;
    recordPlace();
    leave();
  };
  view.addEventListener("popstate", moved);
  const wrappers = Object.fromEntries(
    METHODS.map((method) => [
      method,
      function (this: History, ...args: Parameters<History["pushState"]>) {
        originals[method].apply(this, args);
        moved();
      },
    ]),
  ) as Pick<History, (typeof METHODS)[number]>;
  Object.assign(view.history, wrappers);

  // another language: the card drawn at build time is English, so the app draws /signin in it
  for (const button of card.querySelectorAll<HTMLElement>("[data-language]"))
    button.addEventListener("click", () => {
      const language = button.dataset.language;
      if (!Language.is(language)) return;
      onLanguage(language);
      leave();
    });

  // once the person starts on the form, the app part's files are fetched (run only once the login is sent: onSubmitting) while they type:
  // signed in, the app then draws without waiting for them (the page's preloads, in a template)
  const preloads = doc.getElementById(APP_PART_PRELOADS);
  const fetchApp = () => {
    card.removeEventListener("focusin", fetchApp);
    card.removeEventListener("input", fetchApp);
    if (preloads instanceof view.HTMLTemplateElement) doc.head.append(preloads.content.cloneNode(true));
  };
  card.addEventListener("focusin", fetchApp);
  card.addEventListener("input", fetchApp);
  if (card.contains(doc.activeElement)) fetchApp();

  // what was typed before this ran goes to the flow as the person's edits; the fields are the same
  // elements, so the focus stays where it is
  sendTyped(session, typedBeforeStart(doc).values);

  const form = card.querySelector("form")!;
  let formActor: LoginFormActorRef | undefined;
  let formSub: { unsubscribe(): void } | undefined;
  // the form as last shown: busy while no login form runs (the session starting, or signed in)
  const shownValue = (f: LoginField) => card.querySelector<Field>(`#${inputId(f)}`)!.value;
  let shown: LoginFormShown = {
    values: { role: shownValue("role"), mobile: shownValue("mobile"), password: shownValue("password") },
    fieldErrors: {},
    formError: null,
    busy: true,
  };
  let awaitingFocus = false;
  const paint = () => {
    const snap = formActor?.getSnapshot();
    if (snap) shown = loginFormShown(snap);
    paintCard(card, parts, { ...shown, busy: shown.busy || !snap, notice: session.getSnapshot().context.notice });
    // after a submit, once the flow is no longer busy: the first field with a message takes the
    // focus, else the form's message
    if (awaitingFocus && snap && !shown.busy) {
      awaitingFocus = false;
      focusAfterSubmit(card, shown);
    }
  };

  const follow = (s: SessionSnap) => {
    const child = s.children.loginForm;
    if (child !== formActor) {
      formSub?.unsubscribe();
      formActor = child;
      formSub = child?.subscribe(paint);
    }
    paint();
    if (s.context.user !== null) leave();
  };
  session.subscribe(follow);
  follow(session.getSnapshot());

  // the person's edits: each field's value, sent when it differs from the flow's (a select fires
  // both input and change)
  const edited = (e: Event) => {
    const el = e.target as Field;
    const field = LOGIN_FIELDS.find((f) => el.id === inputId(f));
    if (!field || !formActor || formActor.getSnapshot().context.values[field] === el.value) return;
    formActor.send({ type: "form.changed", field, value: el.value });
  };
  form.addEventListener("input", edited);
  form.addEventListener("change", edited);
  let submitted = false;
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (!formActor) return;
    awaitingFocus = true;
    formActor.send({ type: "form.submitted" });
    // the form found it complete and went busy: the login is on its way (told once per page: the
    // app part runs once, a second try after a refused password needs nothing more)
    if (!submitted && formActor.getSnapshot().hasTag("busy")) {
      submitted = true;
      onSubmitting?.(formActor.getSnapshot().context.values.role);
    }
  });
  // a link of the card (Forget Password) goes to its page in this document, as the app's links do
  card.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || a.origin !== view.location.origin) return;
    e.preventDefault();
    view.history.pushState(null, "", a.pathname + a.search);
  });
  return true;
}
