// The app's notice, a toast (decision 109): a success, an Undo or a change kept on the device is a
// status (read out politely), an error an alert, never both; the close button is named in the
// reader's language; an action (Undo) closes it as Blueprint's toast does; it sits at the bottom of
// the screen (over neither the header nor the page's title and Back) and, while drawn, gives its
// height for the room the page keeps at its end; inside a replayed screen it stays inside.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Classes } from "@blueprintjs/core";
import hi from "../../../src/codecs/catalogue.hi.json";
import { translator } from "../../../src/codecs/translate.ts";
import { TranslateProvider } from "../../../src/views/i18n.tsx";
import { ContainOverlays, Notice, type NoticeIntent, type NoticeProps } from "../../../src/views/shell/Notice.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
  document.documentElement.style.removeProperty("--notice-height");
});

const notice = (intent: NoticeIntent, message = "Outlet Updated Successfully!!"): NoticeProps["notice"] => ({ message, intent });

test("a success, a note (primary) and a change kept on the device (warning) are read as a status; an error as an alert", () => {
  for (const intent of ["success", "primary", "warning"] as const) {
    const { unmount } = render(<Notice notice={notice(intent)} onDismiss={() => {}} />);
    assert.is(screen.getByRole("status").textContent, "Outlet Updated Successfully!!", intent);
    assert.is(screen.queryByRole("alert"), null, `${intent}: no alert`);
    unmount();
  }
  render(<Notice notice={notice("danger", "Too late to undo: it was sent to the server already.")} onDismiss={() => {}} />);
  assert.is(screen.getByRole("alert").textContent, "Too late to undo: it was sent to the server already.");
  assert.is(screen.queryByRole("status"), null, "no status");
});

test("in Hindi: the message and the close button in the reader's language; Close dismisses", () => {
  const calls: string[] = [];
  render(
    <TranslateProvider value={translator("hi", hi)}>
      <Notice notice={notice("success")} onDismiss={() => calls.push("dismiss")} />
    </TranslateProvider>,
  );
  const toast = within(screen.getByRole("status").parentElement!);
  assert.is(screen.getByRole("status").textContent, hi["Outlet Updated Successfully!!"]);
  fireEvent.click(toast.getByRole("button", { name: hi.Close }));
  assert.equal(calls, ["dismiss"]);
});

test("an action (Undo) runs and then closes the toast; a disabled one does nothing", () => {
  const calls: string[] = [];
  const { rerender } = render(
    <Notice
      notice={notice("primary", 'Removed "B"')}
      action={{ text: "Undo", onClick: () => calls.push("undo") }}
      onDismiss={() => calls.push("dismiss")}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  assert.equal(calls, ["undo", "dismiss"]);
  rerender(
    <Notice
      notice={notice("primary", 'Removed "B"')}
      action={{ text: "Undo", onClick: () => calls.push("undo"), disabled: true }}
      onDismiss={() => calls.push("dismiss")}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  assert.equal(calls, ["undo", "dismiss"]);
});

test("at the bottom of the screen, its height kept for the page's room while it shows, and forgotten once it goes", async () => {
  const { rerender } = render(<Notice notice={notice("success")} onDismiss={() => {}} />);
  const container = document.querySelector(".notice-toaster")!;
  assert.ok(container.classList.contains(`${Classes.TOAST_CONTAINER}-bottom`), container.className);
  assert.ok(container.contains(screen.getByRole("status")));
  assert.match(document.documentElement.style.getPropertyValue("--notice-height"), /^\d+px$/);
  rerender(<Notice notice={null} onDismiss={() => {}} />);
  await waitFor(() => assert.is(screen.queryByRole("status"), null));
  assert.is(document.documentElement.style.getPropertyValue("--notice-height"), "");
});

test("inside a replayed screen: drawn in place, not the app's toaster, and no room asked of the page", () => {
  const { container } = render(
    <div data-testid="replayed-screen">
      <ContainOverlays>
        <Notice notice={notice("success")} onDismiss={() => {}} />
      </ContainOverlays>
    </div>,
  );
  assert.ok(container.contains(screen.getByRole("status")));
  assert.is(document.querySelector(".notice-toaster"), null);
  assert.is(document.documentElement.style.getPropertyValue("--notice-height"), "");
});

test.run();
