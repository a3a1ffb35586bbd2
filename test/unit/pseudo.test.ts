// The pseudo-language (issue 45 item 4): bracketed, accented, its arguments, plurals and tags kept.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { PSEUDO } from "../../src/codecs/pseudo.ts";
import { formatsFor } from "../../src/views/useFormats.ts";

test("a text is bracketed and its letters accented", () => {
  assert.is(PSEUDO("Sign out"), "⟦Śíğñ óúţ⟧");
});

test("a value is put in as it is, not accented", () => {
  assert.is(PSEUDO("Hi, {name}", { name: "Asha" }), "⟦Ĥí, Asha⟧");
});

test("a plural keeps its count and accents each form", () => {
  const m = "{count, plural, one {# workshop} other {# workshops}}";
  assert.is(PSEUDO(m, { count: 1 }), "⟦1 ŵóŕķśĥóƥ⟧");
  assert.is(PSEUDO(m, { count: 12 }), "⟦12 ŵóŕķśĥóƥś⟧");
});

test("a select accents its options", () => {
  assert.is(PSEUDO("{role, select, FCP {Partner} other {Manager}}", { role: "FCP" }), "⟦Ƥáŕţñéŕ⟧");
});

test("its formats: English's, a month's name bracketed as a translated text, so the sweep tells it from one written by hand", () => {
  const f = formatsFor(PSEUDO);
  assert.is(f.month("2026-12"), "⟦Đéç⟧ 2026");
  assert.is(f.dayMonth("1990-11-20"), "20 ⟦Ñóʋéɱƀéŕ⟧");
  assert.is(f.date("2026-12-03"), "03-12-26");
  assert.is(f.month(null), "-");
});

test.run();
