// /createContainer hosted (decision 043): the container form (../container/editor.tsx, its flows)
// for a new container.
import type { ScreenProps } from "../../views/routes.ts";
import { ContainerEditor } from "../container/editor.tsx";
import { hosted } from "../host.tsx";
import { CreateContainerView } from "./CreateContainerView.tsx";

export default hosted<ScreenProps>()({
  flows: {},
  select: (s) => ({ title: s.props.title, Editor: ContainerEditor }),
  View: CreateContainerView,
});
