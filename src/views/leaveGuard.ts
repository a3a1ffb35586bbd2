// Leaving a changed form asks first (issue 30, decision 038): `useLeaveGuard(changed)` holds an
// in-app navigation (history.pushState) and the browser's Back (popstate) while the form differs
// from what was loaded; the question itself is `LeaveAlert` (drafts.tsx). No Blueprint here: App
// imports this module for its Back listener, and the first load stays small.
import { useEffect, useRef, useState } from "react";
import { SIGNIN_PATH } from "../codecs/session.ts";

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
      if (passing || !changedRef.current || path.pathname === SIGNIN_PATH || path.pathname + path.search === here())
        return original.apply(this, args);
      setAsking({
        leave: () => {
          passing = true;
          try {
            original.apply(history, args);
          } finally {
            passing = false;
          }
        },
      });
    } as History["pushState"];
    const stay = here();
    const onPop = (e: PopStateEvent) => {
      if (popping) {
        popping = false;
        return;
      }
      if (!changedRef.current) return;
      e.stopImmediatePropagation();
      original.call(history, history.state, "", stay);
      setAsking({
        leave: () => {
          popping = true;
          history.back();
        },
      });
    };
    popGuard = onPop;
    return () => {
      if (history.pushState !== original) history.pushState = original;
      if (popGuard === onPop) popGuard = null;
    };
  }, [changed]);
  return {
    asking: asking !== null,
    leave: () => {
      const a = asking;
      setAsking(null);
      a?.leave();
    },
    stay: () => setAsking(null),
  };
}
