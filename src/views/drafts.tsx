// Drafts in the views (issue 30, decision 038): `useDraft` reads the signed-in person's kept draft
// of a form (the flow's input when it starts), `DraftNote` says "Draft restored" with Discard, and
// `useLeaveGuard` asks before a changed form is left by a link, an in-app navigation or the
// browser's Back (what was typed stays as a draft; nothing is lost either way).
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Callout } from "@blueprintjs/core";
import { draftEntry, draftsSlot } from "../codecs/drafts.ts";
import { SIGNIN_PATH } from "../machines/session.machine.ts";
import { factOf } from "../store/state.ts";
import { useStore } from "./flows.ts";

export const DRAFT_RESTORED = "Draft restored";
export const LEAVE_QUESTION = "Leave this page? What you typed is kept as a draft on this device.";

/** The signed-in person's draft of the form `key` (`outlet:12`), when it has the form's shape. */
export function useDraft<V>(key: string, isValues: (v: unknown) => v is V): V | null {
  return useStore((s) => {
    const d = factOf(s, draftsSlot)?.[draftEntry(s.session.user?.id, key)];
    return d && isValues(d.values) ? d.values : null;
  });
}

/** "Draft restored": the form shows what was typed last time; Discard goes back to the saved values. */
export function DraftNote({ shown, onDiscard }: { shown: boolean; onDiscard: () => void }) {
  if (!shown) return null;
  return (
    <Callout intent="primary" icon="history" className="draft-note" role="status">
      {DRAFT_RESTORED}: what you typed last time on this device is back.{" "}
      <Button size="small" variant="outlined" onClick={onDiscard}>Discard</Button>
    </Callout>
  );
}

type Ask = { leave: () => void };

/**
 * The Back of the guard mounted now. The listener is added when this module loads (App imports it),
 * before the router's own: the router's listener would re-render the next page (and unmount the
 * guard) before a listener added later is called.
 */
let popGuard: ((e: PopStateEvent) => void) | null = null;
if (typeof window !== "undefined") window.addEventListener("popstate", (e) => popGuard?.(e), true);

/**
 * While `changed`, leaving the page asks first: a navigation inside the app (a link, a menu, a
 * button that navigates: `history.pushState`) and the browser's Back (`popstate`, put back while
 * asking). Signing out is never held. Answers: Leave goes on, Stay stays.
 */
export function useLeaveGuard(changed: boolean) {
  const [asking, setAsking] = useState<Ask | null>(null);
  const changedRef = useRef(changed);
  changedRef.current = changed;
  useEffect(() => {
    if (!changed) return;
    const here = () => location.pathname + location.search;
    const original = history.pushState;
    let passing = false;
    let popping = false;
    history.pushState = function (this: History, ...args: Parameters<History["pushState"]>) {
      const to = args[2] == null ? here() : String(args[2]);
      const path = new URL(to, location.href);
      if (passing || !changedRef.current || path.pathname === SIGNIN_PATH || path.pathname + path.search === here()) return original.apply(this, args);
      setAsking({ leave: () => { passing = true; try { original.apply(history, args); } finally { passing = false; } } });
    } as History["pushState"];
    const stay = here();
    const onPop = (e: PopStateEvent) => {
      if (popping) { popping = false; return; }
      if (!changedRef.current) return;
      e.stopImmediatePropagation();
      original.call(history, history.state, "", stay);
      setAsking({ leave: () => { popping = true; history.back(); } });
    };
    popGuard = onPop;
    return () => {
      if (history.pushState !== original) history.pushState = original;
      if (popGuard === onPop) popGuard = null;
    };
  }, [changed]);
  return {
    asking: asking !== null,
    leave: () => { const a = asking; setAsking(null); a?.leave(); },
    stay: () => setAsking(null),
  };
}

/** The question `useLeaveGuard` asks. */
export function LeaveAlert({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <Alert isOpen={guard.asking} cancelButtonText="Stay" confirmButtonText="Leave" icon="warning-sign"
      onConfirm={guard.leave} onCancel={guard.stay} canEscapeKeyCancel>
      <p>{LEAVE_QUESTION}</p>
    </Alert>
  );
}
