// A fake server for a screen test of a windowed list (decision 092): the signed-in `user`; the
// list's load answers the device's rows `held` as a window of `total`; its page op (`<op>.page`)
// answers `page` (of `pageTotal`, `total` by default) while `online`, else a network error; every
// page's params are kept in `pages`; any other op answers its rows in `others` (none by default).
// `renderSuperPeople` draws the super admin's people on such a server.
import "./setup.ts";
import { act, fireEvent, type within } from "@testing-library/react";
import * as assert from "uvu/assert";
import type { ReactNode } from "react";
import { type FakeRequest, fakeFetch } from "../../src/effects/fakes.ts";
import { userOf } from "./fixtures.ts";
import { renderView } from "./renderView.tsx";

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

/** `node` drawn at `path` for the super admin on a windowedServer of `o` (its list `op`'s window and page). */
export function renderAsSuper<R>(node: ReactNode, path: string, o: Parameters<typeof windowedServer<R>>[1]) {
  const user = userOf({ role: "AMMD", superAdmin: true });
  const server = windowedServer(user, o);
  const { ui } = renderView(node, { path, fetch: server.fetch, storage: { token: "t", authData: JSON.stringify(user), role: "AMMD" } });
  return { ui, server };
}

/**
 * The super admin's people on a screen (decision 092: /super, /managePeople), drawn at `path` with
 * `op` windowed: the phone holds a CMDI, an AMMD and an FCP of the server's 40; the page op answers
 * two FCPs named Asha (one of them the phone's). `person` makes a row of the list.
 */
export function renderSuperPeople<R>(
  node: ReactNode,
  path: string,
  op: string,
  person: (type: "FCP" | "CMDI" | "AMMD", id: number, name: string) => R,
) {
  return renderAsSuper(node, path, {
    op,
    held: [person("CMDI", 1, "Ravi Kumar"), person("AMMD", 2, "Meera Iyer"), person("FCP", 3, "Asha Verma")],
    total: 40,
    page: [person("FCP", 9, "Asha Rao"), person("FCP", 3, "Asha Verma")],
    pageTotal: 2,
  });
}

/** Offline, "asha v" searched in the field labelled `label` shows the phone's Asha Verma only, said to be what is on this phone. */
export async function searchAshaOffline(ui: ReturnType<typeof within>, server: { online: boolean }, label: string) {
  server.online = false;
  await act(async () => fireEvent.change(ui.getByLabelText(label), { target: { value: "asha v" } }));
  assert.ok(await ui.findByText("Offline: only what is on this phone is shown (1 of 40 records)."));
  assert.ok(ui.getByText("Asha Verma"));
  assert.is(ui.queryByText("Asha Rao"), null);
}
