// What a person typed into /signin's drawn card (signinPrerender.tsx, decision 031) before the app
// ran: read from the page once at start, given to the login form flow, and the focus put back
// where it was once the app has drawn the form, so nothing typed is lost.
import type { LoginField, LoginValues } from "../codecs/login.ts";
import { inputId, LOGIN_FIELDS as FIELDS } from "./loginFields.ts";

export interface Typed {
  values: Partial<LoginValues>;
  focused: string | null;
}

/**
 * What the person did on the drawn card: nothing (no field differs from a fresh form), or every
 * field as it shows, the role included even when left as drawn (the app's form would start with
 * the role remembered on this device, which the drawn card cannot know: what the person saw and
 * typed against is what counts); and the field that has the focus.
 */
export function typedBeforeStart(doc: Document): Typed {
  const shown: Partial<LoginValues> = {};
  let changed = false;
  for (const f of FIELDS) {
    const el = doc.getElementById(inputId(f));
    if (el instanceof doc.defaultView!.HTMLSelectElement) {
      // the option drawn selected is the fresh form's
      const drawn = el.querySelector("option[selected]")?.getAttribute("value") ?? el.options[0]?.value;
      shown[f] = el.value;
      changed ||= el.value !== drawn;
    } else if (el instanceof doc.defaultView!.HTMLInputElement) {
      shown[f] = el.value;
      changed ||= el.value !== el.defaultValue;
    }
  }
  const active = doc.activeElement;
  return { values: changed ? shown : {}, focused: active?.id.startsWith("login-") ? active.id : null };
}

let focusAfterStart: string | null = null;
/** Remembers the field to focus once the app's form is drawn. */
export const rememberFocus = (id: string | null) => {
  focusAfterStart = id;
};
/** The field to focus now, once (the app's login form asks when it is first drawn). */
export function takeFocus(): string | null {
  const id = focusAfterStart;
  focusAfterStart = null;
  return id;
}

/** The session actor's part this needs: its login form, once it runs. */
interface SessionLike {
  getSnapshot(): { children: { loginForm?: { send(e: { type: "form.changed"; field: LoginField; value: string }): void } } };
  subscribe(fn: (s: ReturnType<SessionLike["getSnapshot"]>) => void): { unsubscribe(): void };
}

/** Gives the login form flow what was typed before the app ran (as the person's own edits, so they are recorded and replayed), and keeps the focus to put back. */
export function giveTyped(session: SessionLike, typed: Typed): void {
  rememberFocus(typed.focused);
  sendTyped(session, typed.values);
}

/** Sends `values` to the session's login form as the person's edits, once the form runs. */
export function sendTyped(session: SessionLike, values: Partial<LoginValues>): void {
  const edits = Object.entries(values) as Array<[LoginField, string]>;
  if (edits.length === 0) return;
  const give = (form: NonNullable<ReturnType<SessionLike["getSnapshot"]>["children"]["loginForm"]>) => {
    for (const [field, value] of edits) form.send({ type: "form.changed", field, value });
  };
  const now = session.getSnapshot().children.loginForm;
  if (now) {
    give(now);
    return;
  }
  const sub = session.subscribe((s) => {
    const form = s.children.loginForm;
    if (form) {
      sub.unsubscribe();
      give(form);
    }
  });
}
