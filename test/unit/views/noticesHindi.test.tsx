// Notifications in the reader's language (issue 45 item 1; decision 074): a row keeps its English
// title and body (name, the kind's text, a reason); the list reads the name and reason back and
// shows the kind's message in Hindi; a row of another kind, or an old body that does not read so,
// is shown as it is.
import "../setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup, render, screen } from "@testing-library/react";
import hi from "../../../src/codecs/catalogue.hi.json";
import { LEAD_NOTICES, noticeMessages, TRAINING_NOTICES, WORKSHOP_NOTICES, carriesReason } from "../../../src/codecs/notices.ts";
import type { Notification } from "../../../src/codecs/notifications.ts";
import { ENGLISH, translator } from "../../../src/codecs/translate.ts";
import { TranslateProvider } from "../../../src/views/i18n.tsx";
import { Notifications } from "../../../src/views/shell/Notifications.tsx";

test.after.each(() => {
  cleanup();
  document.body.innerHTML = "";
});

const ALL = { ...WORKSHOP_NOTICES, ...TRAINING_NOTICES, ...LEAD_NOTICES };

test("each kind's message is its name, its text and (after 'Reason: ') its reason", () => {
  for (const [kind, n] of Object.entries(ALL)) {
    assert.is(n.message, `{name}${n.text}${carriesReason(n) ? "{reason}" : ""}`, kind);
    const body = `Diwali diyas${n.text}${carriesReason(n) ? "Too few: 3" : ""}`;
    assert.is(ENGLISH(noticeMessages({ kind, title: n.title, body }).body), body, `${kind}: English reads as written`);
  }
});

test("a row of another kind, or a body that does not read as its kind's, is as it is", () => {
  assert.equal(noticeMessages({ kind: "test", title: "T", body: "B" }), { title: "T", body: "B" });
  assert.equal(noticeMessages({ kind: "workshop.pay", title: "Workshop paid", body: "Something else" }), {
    title: "Workshop paid",
    body: "Something else",
  });
});

const row = (id: number, kind: string, title: string, body: string): Notification => ({
  id,
  kind,
  title,
  body,
  link: `/workshop?id=${id}`,
  at: "2026-11-22T06:00:00Z",
  read: false,
});

test("the notifications list in Hindi: the title and body translated, the name and reason as written", () => {
  const sent = WORKSHOP_NOTICES["workshop.sendBack"];
  render(
    <TranslateProvider value={translator("hi", hi)}>
      <Notifications
        open
        onClose={() => {}}
        rows={[row(1, "workshop.sendBack", sent.title, `Diwali diyas${sent.text}Move it to a Saturday`), row(2, "test", "Loop", "By itself")]}
        loading={false}
        error={null}
        onRetry={() => {}}
        onOpen={() => {}}
        onReadAll={() => {}}
        push={{ state: "off", error: null, onEnable: () => {}, onDisable: () => {}, onRetry: () => {}, onCheck: () => {} }}
      />
    </TranslateProvider>,
  );
  assert.ok(screen.getByText(hi["Plan sent back"]));
  assert.ok(screen.getByText("Diwali diyas आपके CMDI ने वापस भेजी। कारण: Move it to a Saturday"));
  assert.ok(screen.getByText("By itself"));
});

test.run();
