// A CMDI's training (/training) as a person reads it (spec 2.7): read-only, the status as the tabs
// name it, its dates, published; not found says so; the first load's spinner, a failed load with
// Try again.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TrainingView } from "./TrainingView.tsx";
import { trainingOf } from "../../../test/unit/fixtures.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const tr = trainingOf;

test("a training, read-only: status as the tabs name it, dates, published; not found says so", () => {
  const r = render(
    <Router hook={memoryLocation({ path: "/training" }).hook}>
      <TrainingView
        title="Training"
        back="/listTraining?tab=rejected"
        state="training"
        training={tr(5, "AMMD Rejected", "ETTC", { publish__c: false })}
        error={null}
        onRetry={() => {}}
        photosHref="/addTrainingPhotos?id=5"
      />
    </Router>,
  );
  const ui = within(r.container);
  assert.ok(ui.getByRole("heading", { name: "ETTC Batch 5" }));
  assert.ok(ui.getByText("Rejected"));
  const facts = ui.getAllByRole("definition").map((d) => d.textContent);
  assert.equal(facts, ["Pune", "05-07-26", "07-07-26", "20", "No"]);
  assert.is(r.container.querySelectorAll("input, select, textarea, button").length, 0);
  assert.is(ui.getByRole("link", { name: "Back to trainings" }).getAttribute("href"), "/listTraining?tab=rejected");
  assert.is(ui.getByRole("link", { name: "Training photos" }).getAttribute("href"), "/addTrainingPhotos?id=5", "the way to its photos");
  cleanup();
  const gone = render(
    <Router hook={memoryLocation({ path: "/training" }).hook}>
      <TrainingView title="Training" back="/listTraining" state="notFound" training={null} error={null} onRetry={() => {}} photosHref={null} />
    </Router>,
  );
  assert.match(within(gone.container).getByRole("alert").textContent!, /This training was not found/);
});

test("loading shows the spinner; a failed load says why with Try again", () => {
  let retried = 0;
  const view = (state: "loading" | "failed") =>
    render(
      <Router hook={memoryLocation({ path: "/training" }).hook}>
        <TrainingView
          title="Training"
          back="/listTraining"
          state={state}
          training={null}
          error={state === "failed" ? "The server could not be reached." : null}
          onRetry={() => retried++}
          photosHref={null}
        />
      </Router>,
    );
  const loading = within(view("loading").container);
  assert.ok(loading.getByLabelText("Loading the training"));
  assert.ok(loading.getByRole("heading", { name: "Training" }));
  cleanup();
  const failed = within(view("failed").container);
  assert.ok(failed.getByText(/The server could not be reached\./));
  fireEvent.click(failed.getByRole("button", { name: "Try again" }));
  assert.is(retried, 1);
  assert.is(failed.queryByRole("link", { name: "Training photos" }), null);
});

test.run();
