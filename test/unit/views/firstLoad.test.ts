// The first-load views write Blueprint's class names out (src/views/bp.ts, `BP`) rather
// than import @blueprintjs/core; these are Blueprint's own names, so they never drift from it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Classes } from "@blueprintjs/core";
import { BP } from "../../../src/views/firstLoad.tsx";

test("each BP class is Blueprint's Classes constant of the same name", () => {
  const { iconClass, NON_IDEAL_STATE_VERTICAL, ...constants } = BP;
  const classes = Classes as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(constants)) assert.is(value, classes[name], `BP.${name}`);
  assert.ok(Object.keys(constants).length >= 30);
  // Blueprint's NonIdealState builds its layout class from NON_IDEAL_STATE and the layout.
  assert.is(NON_IDEAL_STATE_VERTICAL, `${Classes.NON_IDEAL_STATE}-vertical`);
});

test("each BP icon class is Blueprint's Classes.iconClass of the icon", () => {
  for (const [icon, value] of Object.entries(BP.iconClass)) assert.is(value, Classes.iconClass(icon), icon);
});

test.run();
