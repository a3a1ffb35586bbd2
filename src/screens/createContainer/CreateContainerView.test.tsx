// /createContainer draws the container editor it is given for a new container: no id, nothing cached.
import "../../../test/unit/setup.ts";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cleanup } from "@testing-library/react";
import type { ContainerValues } from "../../codecs/container.ts";
import { CreateContainerView } from "./CreateContainerView.tsx";
import { renderView } from "../../../test/unit/renderView.tsx";

test.after.each(() => cleanup());

test("the editor for a new container, under the page's title", () => {
  const seen: { title: string; id: number | null; cached: ContainerValues | null }[] = [];
  const Editor = (p: { title: string; id: number | null; cached: ContainerValues | null }) => {
    seen.push(p);
    return <h1>{p.title}</h1>;
  };
  const { ui } = renderView(<CreateContainerView title="Create Container" Editor={Editor} />, { path: "/createContainer" });
  assert.ok(ui.getByRole("heading", { name: "Create Container" }));
  assert.equal(seen.at(-1), { title: "Create Container", id: null, cached: null });
});

test.run();
