// The shared views in Hindi (issue 45; decision 074): drawn inside the Hindi translator, a form
// field's "(required)" and message, a confirm dialog's buttons, "Show more", a list's offline note
// and the notifications drawer speak Hindi; data (a date, a count) stays as it is.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, screen, within } from "@testing-library/react";
import { InputGroup } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { translator } from "../../../src/codecs/translate.ts";
import { NETWORK_FAILED, NOT_ON_DEVICE } from "../../../src/codecs/apiFailure.ts";
import hi from "../../../src/codecs/catalogue.hi.json";
import { TranslateProvider } from "../../../src/views/i18n.tsx";
import { Field } from "../../../src/views/Field.tsx";
import { DiscardAlert, ErrorSummary } from "../../../src/views/FormErrors.tsx";
import { ShowMore } from "../../../src/views/ShowMore.tsx";
import { ListLoadNote } from "../../../src/views/shell/PageStates.tsx";
import { Notifications } from "../../../src/views/shell/Notifications.tsx";
import { ErrorState } from "../../../src/views/shell/ErrorState.tsx";
import { GateFailed } from "../../../src/views/GateFailed.tsx";
import { UNEXPECTED_ANSWER } from "../../../src/codecs/apiFailure.ts";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const inHindi = (node: ReactNode) => render(<TranslateProvider value={translator("hi", hi)}>{node}</TranslateProvider>);

test("a field's '(required)' and its message, and the form's summary, in Hindi", () => {
  inHindi(
    <>
      <ErrorSummary problems={[{ id: "f", label: "Search", message: NOT_ON_DEVICE }]} />
      <Field id="f" label="Search" required error={NOT_ON_DEVICE}>
        {(input) => <InputGroup {...input} value="" onValueChange={() => {}} />}
      </Field>
    </>,
  );
  assert.ok(screen.getByText("(ज़रूरी)"));
  const box = screen.getByRole("textbox", { name: /खोजें/ });
  assert.is(
    document.getElementById(box.getAttribute("aria-describedby")!)?.textContent,
    "यह अभी इस डिवाइस पर नहीं है: इसे लोड करने के लिए एक बार इंटरनेट से जुड़ें।",
  );
  const summary = screen.getByRole("alert");
  assert.match(summary.textContent!, /^एक फ़ील्ड पर ध्यान दें/);
  assert.ok(within(summary).getByRole("link", { name: "खोजें" }));
});

test("a discard question's buttons and 'Show more' in Hindi, the count as it is", () => {
  inHindi(
    <>
      <ShowMore total={30} shown={25} onMore={() => {}} />
      <DiscardAlert open question="Discard your changes?" send={() => {}} />
    </>,
  );
  assert.ok(screen.getByRole("button", { name: "और दिखाएँ (5 और)" }));
  const dialog = screen.getByRole("alertdialog");
  assert.ok(within(dialog).getByText("Discard your changes?"), "a question not in the catalogue stays as it is");
  assert.ok(within(dialog).getByRole("button", { name: "बदलाव जारी रखें" }));
  assert.ok(within(dialog).getByRole("button", { name: "छोड़ दें" }));
});

test("a list offline over saved rows, and a failed load's message, in Hindi", () => {
  inHindi(<ListLoadNote load={{ loading: false, refreshing: false, error: NETWORK_FAILED, cached: true, offline: true, onRetry: () => {} }} />);
  const note = screen.getByRole("status");
  assert.match(note.textContent!, /^ऑफ़लाइन: इस डिवाइस पर सेव की गई सूची दिख रही है।/);
  assert.ok(within(note).getByRole("button", { name: "फिर से कोशिश करें" }));
  cleanup();
  inHindi(<ListLoadNote load={{ loading: false, refreshing: false, error: NETWORK_FAILED, onRetry: () => {} }} />);
  assert.match(screen.getByRole("alert").textContent!, /सर्वर से संपर्क नहीं हो पाया/);
});

test("the notifications drawer in Hindi: its title, Close, the empty state and the push offer", () => {
  inHindi(
    <Notifications
      open
      onClose={() => {}}
      rows={[]}
      loading={false}
      error={null}
      onRetry={() => {}}
      onOpen={() => {}}
      onReadAll={() => {}}
      push={{ state: "off", error: null, onEnable: () => {}, onDisable: () => {}, onRetry: () => {}, onCheck: () => {} }}
    />,
  );
  assert.ok(screen.getByRole("heading", { name: "सूचनाएँ" }));
  assert.ok(screen.getByRole("button", { name: "बंद करें" }));
  assert.ok(screen.getByText("अभी कोई सूचना नहीं है।"));
  assert.ok(screen.getByRole("button", { name: "ये सूचनाएँ इस फ़ोन पर पाएँ" }));
});

test("a page's error state and the gate's failure in Hindi: the heading, why, Retry, Try again, the way home", () => {
  inHindi(<ErrorState detail="Something went wrong on this page." onRetry={() => {}} standalone />);
  assert.ok(screen.getByRole("heading", { level: 1, name: "गड़बड़ी!" }));
  assert.ok(screen.getByText("इस पेज पर कुछ गड़बड़ हो गई।"));
  assert.ok(screen.getByRole("button", { name: "फिर से कोशिश करें" }));
  assert.ok(screen.getByRole("link", { name: "होम पर वापस" }));
  cleanup();
  inHindi(<GateFailed reason={UNEXPECTED_ANSWER} onRetry={() => {}} />);
  assert.ok(screen.getByRole("heading", { name: "ऐप नहीं खुल पाया" }));
  assert.match(screen.getByText(/सर्वर से अनचाहा जवाब आया/).textContent!, /कृपया फिर से कोशिश करें।/);
});

test.run();
