// Conflicts (issue 48 item 1; decision 079): one flow for every record a form edits
// (src/machines/conflict.machine.ts). Its answer is a new update of the record, written by the
// record's own feature, chosen by the record's cached list.
import { fromPromise } from "xstate";
import { conflictMachine, type ResolveInput } from "../machines/conflict.machine.ts";
import { resolveContainer } from "./containers.ts";
import { resolveRating } from "./content.ts";
import { defineFeature, type FeatureWorld } from "./feature.ts";
import { resolveOutlet } from "./outlets.ts";
import { resolveReport } from "./workshopExecution.ts";
import { resolvePlan } from "./workshops.ts";
import type { WriteOutcome } from "./writes.ts";

const RESOLVERS: Record<string, (w: FeatureWorld, input: ResolveInput) => Promise<WriteOutcome>> = {
  outlets: resolveOutlet,
  containers: resolveContainer,
  // a plan's save is a write of the FCP's own workshops list (decision 079)
  myWorkshops: resolvePlan,
  workshopExecution: resolveReport,
  // a rating is a write of the content library's list (decision 079)
  content: resolveRating,
};

export const conflicts = defineFeature({
  id: "conflicts",
  machines: [conflictMachine],
  provide: (w) => [
    conflictMachine.provide({
      actors: {
        resolve: fromPromise<WriteOutcome, ResolveInput>(({ input }) => {
          const resolve = RESOLVERS[input.list];
          return resolve ? resolve(w, input) : Promise.reject(new Error(`no conflict answer for ${input.list}`));
        }),
      },
    }),
  ],
});
