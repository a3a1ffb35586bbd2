// Targets as a feature of its own (decision 084): the progress loader and the CMDI's target form
// with their effects, the cached progress, the write and the screen.
import { fromPromise } from "xstate";
import type { WriteOutcome } from "../../codecs/contract.ts";
import { targetProgressSlot, targetsProgress, targetsSet, type TargetValues } from "../../codecs/targets.ts";
import { defineFeature } from "../../features/feature.ts";
import { fetchListFor, loadList } from "../../features/lists.ts";
import { saveAndWait } from "../../features/writes.ts";
import { defineMutator, upsertRow } from "../../store/mutators.ts";
import { listOf } from "../../store/state.ts";
import { targetsScreen } from "./index.ts";
import { targetFormMachine } from "./targetForm.machine.ts";
import { targetProgressMachine } from "./targetProgress.machine.ts";

/** A target set: the FCP's line of that month shows it at once (the held figures are the server's). */
export const setTarget = defineMutator(targetsSet, (s, { values }) => {
  const row = listOf(s, targetProgressSlot).find((r) => r.level === "fcp" && r.month === values.month && String(r.id) === values.fcp);
  return row
    ? upsertRow(targetProgressSlot, { ...row, targeted: 1, target_workshops: values.workshops, target_participants: values.participants })
    : null;
});

const paramsOf = ({ month, cmdi }: { month: string; cmdi: string | null }) => (cmdi === null ? { month } : { month, cmdi });

export const feature = defineFeature({
  id: "targets",
  machines: [targetProgressMachine, targetFormMachine],
  lists: [targetProgressSlot],
  writes: [targetsSet],
  provide: (w) => [
    targetProgressMachine.provide({
      actors: {
        loadProgress: fetchListFor<{ month: string; cmdi: string | null }>(w, (i) => ({
          slot: targetProgressSlot,
          contract: targetsProgress,
          params: paramsOf(i),
        })),
      },
    }),
    targetFormMachine.provide({
      actors: {
        saveTarget: fromPromise<WriteOutcome, { values: TargetValues }>(async ({ input: { values } }) => {
          const r = await saveAndWait(w, setTarget({ values }));
          if (r.status === "synced") await loadList(w, targetProgressSlot, targetsProgress, { month: values.month }).catch(() => undefined);
          return r;
        }),
      },
    }),
  ],
  screens: [targetsScreen],
});
