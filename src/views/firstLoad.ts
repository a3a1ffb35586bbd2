// The Blueprint components of the first load (/signin, the gate, error states), imported file by
// file. Importing them from the package index would let esbuild's code splitting pull every
// component the lazy shell uses (drawer, popover, floating-ui, menus) into the first load too.
export { Button } from "@blueprintjs/core/lib/esm/components/button/buttons.js";
export { Callout } from "@blueprintjs/core/lib/esm/components/callout/callout.js";
export { FormGroup } from "@blueprintjs/core/lib/esm/components/forms/formGroup.js";
export { InputGroup } from "@blueprintjs/core/lib/esm/components/forms/inputGroup.js";
export { HTMLSelect } from "@blueprintjs/core/lib/esm/components/html-select/htmlSelect.js";
export { Card } from "@blueprintjs/core/lib/esm/components/card/card.js";
export { H1 } from "@blueprintjs/core/lib/esm/components/html/html.js";
export { NonIdealState } from "@blueprintjs/core/lib/esm/components/non-ideal-state/nonIdealState.js";
export { Intent } from "@blueprintjs/core/lib/esm/common/intent.js";
