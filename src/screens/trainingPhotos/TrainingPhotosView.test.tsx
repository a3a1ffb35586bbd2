// A CMDI's training photos as a person reads them (decision 028): the training's name and the way
// back to it, the gallery its screen hosts; the first load's spinner, a failed load with Try again,
// a refresh that failed over the kept photos, and a training that is not the CMDI's.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { BlueprintProvider } from "@blueprintjs/core";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TrainingPhotosView, type TrainingPhotosViewProps } from "./TrainingPhotosView.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

function show(over: Partial<TrainingPhotosViewProps> = {}) {
  let retried = 0;
  const props: TrainingPhotosViewProps = {
    title: "Training Photos",
    trainingName: "TTC Batch 5",
    back: "/training?id=5",
    state: "photos",
    gallery: <section aria-label="Training photos">the gallery</section>,
    error: null,
    stale: false,
    onRetry: () => retried++,
    ...over,
  };
  const r = render(
    <BlueprintProvider>
      <Router hook={memoryLocation({ path: "/addTrainingPhotos" }).hook}>
        <TrainingPhotosView {...props} />
      </Router>
    </BlueprintProvider>,
  );
  return { ui: within(r.container), retried: () => retried };
}

test("the photos: the training's name, the gallery, the way back to the training", () => {
  const { ui } = show();
  assert.ok(ui.getByRole("heading", { level: 1, name: "Training Photos" }));
  assert.ok(ui.getByText("TTC Batch 5"));
  assert.ok(ui.getByRole("region", { name: "Training photos" }));
  assert.is(ui.getByRole("link", { name: "Back to the training" }).getAttribute("href"), "/training?id=5");
  assert.is(ui.queryByRole("alert"), null);
});

test("loading shows the spinner and no gallery; a refresh that failed says so over the kept photos", () => {
  const loading = show({ state: "loading" }).ui;
  assert.ok(loading.getByLabelText("Loading the photos"));
  assert.is(loading.queryByRole("region", { name: "Training photos" }), null);
  cleanup();
  const stale = show({ stale: true, error: "The server could not be reached." });
  assert.ok(stale.ui.getByRole("alert").textContent!.includes("The server could not be reached."));
  assert.ok(stale.ui.getByRole("region", { name: "Training photos" }));
  fireEvent.click(stale.ui.getByRole("button", { name: "Try again" }));
  assert.is(stale.retried(), 1);
});

test("failed: the reason and Try again, no gallery; not the CMDI's training: not found, the way back to the trainings", () => {
  const failed = show({ state: "failed", error: "The photos could not be loaded." });
  assert.ok(failed.ui.getByText(/The photos could not be loaded\./));
  assert.is(failed.ui.queryByRole("region", { name: "Training photos" }), null);
  fireEvent.click(failed.ui.getByRole("button", { name: "Try again" }));
  assert.is(failed.retried(), 1);
  cleanup();
  const gone = show({ state: "notFound", trainingName: null }).ui;
  assert.match(gone.getByRole("alert").textContent!, /^This training was not found\./);
  assert.is(gone.getByRole("link", { name: "Back to trainings" }).getAttribute("href"), "/listTraining");
  assert.is(gone.queryByRole("region", { name: "Training photos" }), null);
});

test.run();
