// The states of a cached list that refreshes, shared by the list machines: the cached rows show
// at once while `src` loads them again; loading -> ready | stale (the refresh failed, the cached
// rows stay) | failed (nothing cached); `retry` from stale or failed. A load still waiting after
// SLOW_MS is tagged `slow` (loading.slow). The machine declares the
// actor `src` (with `input` from its context, when it takes one), the actions `fetched` and
// `keepError` and the guard `hasCached`. `ends`: refusals no retry can help (say `notFound`), each
// a guard of that name checked first, leading to a resting state of that name.

import { whyNotLoaded } from "../codecs/apiFailure.ts";

/** How long a load may take before the screen says the server is slow (and that saved rows are shown). */
export const SLOW_MS = 5000;

function states<I extends object, Retry extends string, End extends string = never>(invoke: I, retry: Retry, ends: readonly End[] = []) {
  const again = { [retry]: "loading" } as Record<Retry, "loading">;
  const endStates = Object.fromEntries(ends.map((e) => [e, {}])) as Record<End, Record<never, never>>;
  return {
    initial: "loading",
    states: {
      loading: {
        tags: ["loading"],
        // a network that neither answers nor fails: after SLOW_MS the screen says the server is slow
        initial: "waiting",
        states: { waiting: { after: { [SLOW_MS]: "slow" } }, slow: { tags: ["slow"] } },
        invoke: {
          ...invoke,
          // `fetched` is given what the load answered (a list's rows live in the store; a page's record may not)
          onDone: { target: "ready", actions: { type: "fetched", params: ({ event }: { event: { output: unknown } }) => event.output } },
          onError: [
            ...ends.map((e) => ({ guard: e, target: e, actions: "keepError" }) as const),
            { guard: "hasCached", target: "stale", actions: "keepError" },
            { target: "failed", actions: "keepError" },
          ],
        },
      },
      ready: {},
      stale: { on: again },
      failed: { on: again },
      ...endStates,
    },
  } as const;
}

export function refreshStates<Src extends string, Retry extends string>(
  src: Src,
  retry: Retry,
): ReturnType<typeof states<{ id: Src; src: Src }, Retry>>;
export function refreshStates<Src extends string, Retry extends string, C, In>(
  src: Src,
  retry: Retry,
  input: (a: { context: C }) => In,
): ReturnType<typeof states<{ id: Src; src: Src; input: (a: { context: C }) => In }, Retry>>;
export function refreshStates<Src extends string, Retry extends string, C, In, End extends string>(
  src: Src,
  retry: Retry,
  input: (a: { context: C }) => In,
  ends: readonly End[],
): ReturnType<typeof states<{ id: Src; src: Src; input: (a: { context: C }) => In }, Retry, End>>;
export function refreshStates(src: string, retry: string, input?: (a: { context: never }) => unknown, ends: readonly string[] = []) {
  return states(input ? { id: src, src, input } : { id: src, src }, retry, ends);
}

/** The context the refreshing list machines share (the payments, people and reports lists). */
export interface RefreshContext {
  hasCached: boolean;
  error: string | null;
}

/** The guard `hasCached` of a machine whose context is a RefreshContext. */
export const hasCached = ({ context }: { context: RefreshContext }) => context.hasCached;

/**
 * Why a load failed, as a `keepError` action keeps it; `what` names what failed to load, a message
 * (`msg("The payments")`, put into the reader's language with the sentence); `cached`: whether this device holds the list (if not, and the network failed, it
 * says the list is not on this device yet).
 */
export const failedToLoad = (event: unknown, what: string, cached = true) => whyNotLoaded((event as { error?: unknown }).error, what, cached);
