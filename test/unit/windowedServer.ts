// A fake server for a screen test of a windowed list (decision 092): the signed-in `user`; the
// list's load answers the device's rows `held` as a window of `total`; its page op (`<op>.page`)
// answers `page` (of `pageTotal`, `total` by default) while `online`, else a network error; every
// page's params are kept in `pages`; any other op answers its rows in `others` (none by default).
import { fireEvent, type within } from "@testing-library/react";
import { type FakeRequest, fakeFetch } from "../../src/effects/fakes.ts";

export function windowedServer<R>(
  user: unknown,
  o: { op: string; held: R[]; total: number; page: R[]; pageTotal?: number; others?: Record<string, unknown[]> },
) {
  const s = { online: true, pages: [] as unknown[] };
  const fetch = fakeFetch({
    "GET /api/me": () => ({ status: 200, body: { user } }),
    "POST /api/query": (req: FakeRequest) => {
      const b = req.body as { op: string; params: unknown };
      if (b.op === o.op) return { status: 200, body: { rows: o.held, sync: { full: true, n: o.held.length, check: "x", total: o.total } } };
      if (b.op === `${o.op}.page`) {
        s.pages.push(b.params);
        return s.online ? { status: 200, body: { rows: [{ total: o.pageTotal ?? o.total, offset: 0, rows: o.page }] } } : "network-error";
      }
      return { status: 200, body: { rows: o.others?.[b.op] ?? [] } };
    },
  });
  return Object.assign(s, { fetch });
}

/** A form's "Find ... on the server" (decision 092): types `text` in the finder labelled `label` and presses Search. */
export function searchServer(ui: ReturnType<typeof within>, label: string, text: string) {
  fireEvent.change(ui.getByLabelText(label), { target: { value: text } });
  fireEvent.click(ui.getByRole("button", { name: "Search" }));
}
