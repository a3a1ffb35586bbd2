// The model of a cached list's loader (./cachedList.ts), one for every list built on it: each
// input (nothing cached, cached, cached and fresh) and each event (loaded, failed, retry). The model
// test (test/unit/machines/model.test.ts) walks every state and transition with it.
const failure = { kind: "network", message: "Could not reach the server." };

export const cachedListModel = <M>(machine: M) =>
  [
    machine,
    {
      inputs: [
        { hasCached: false, fresh: false },
        { hasCached: true, fresh: false },
        { hasCached: true, fresh: true },
      ],
      events: [{ type: "xstate.done.actor.load", output: { count: 3 } }, { type: "xstate.error.actor.load", error: failure }, { type: "list.retry" }],
    },
  ] as const;
