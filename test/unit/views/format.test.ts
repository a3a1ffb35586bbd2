// What a person reads on a phone (issue 30; the one format of decision 075): instants in India's
// time, a wall-clock time as written, an upload named by its time, a receipt as every time (decision 105).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatsOf } from "../../../src/codecs/formats.ts";
import { dateTime, ddmmyy } from "../../../src/views/format.ts";
import { receiptTime } from "../../../src/views/uploads/Receipt.tsx";
import { uploadCaption } from "../../../src/views/uploads/ViewUploadsView.tsx";

test("an instant is India's time; a wall-clock time is read as written", () => {
  assert.is(dateTime("2026-11-23T09:30:00Z"), "23-11-26, 3:00 pm");
  assert.is(dateTime("2026-11-23T09:30:00.000+00:00"), "23-11-26, 3:00 pm");
  assert.is(dateTime("2026-11-23T09:30:00"), "23-11-26, 9:30 am");
  assert.is(ddmmyy("2026-03-31T19:00:00Z"), "01-04-26", "19:00 UTC on 31 March is 1 April in India");
  assert.is(ddmmyy("2026-03-31"), "31-03-26");
  assert.is(dateTime(null), "-");
});

test("View Uploads: 'Day-' plus epoch milliseconds reads as the upload's time in India; another name as it is", () => {
  assert.is(uploadCaption(`Day-${Date.UTC(2026, 10, 26, 10, 31)}`), "26-11-26, 4:01 pm");
  assert.is(uploadCaption("Day-2026-11-23 09:30:00"), "23-11-26, 3:00 pm", "the server's name: UTC");
  assert.is(uploadCaption("Holi banner"), "Holi banner");
});

test("a receipt's time reads as every time of the app: in India, in the reader's language", () => {
  assert.is(receiptTime("2026-11-23T20:31:05Z"), "24-11-26, 2:01 am");
  assert.is(receiptTime("2026-11-23T20:31:05Z", formatsOf("hi")), formatsOf("hi").dateTime("2026-11-23T20:31:05Z"));
  assert.is(receiptTime(null), "-");
});

test.run();
