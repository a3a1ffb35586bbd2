// /addEditOutlet[?outletid=N] hosted (spec screen 5): the outlet's form (./form.tsx, its flow)
// keyed by the outlet in the address; a new outlet, once saved, is named by the address and keeps
// its form. The title says the mode; Back asks first when typed changes would be lost.
import type { AddEditOutletParams } from "../../codecs/navParams.ts";
import type { ScreenProps } from "../../views/routes.ts";
import { hosted } from "../host.tsx";
import { OutletForm } from "./form.tsx";
import { OutletFormPageView } from "./OutletFormView.tsx";

export default hosted<ScreenProps<AddEditOutletParams>>()({
  flows: {},
  select: (s) => ({ id: s.props.params.outletid ?? null, Form: OutletForm }),
  View: OutletFormPageView,
});
