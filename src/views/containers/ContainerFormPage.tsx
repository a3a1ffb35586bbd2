// /createContainer (decision 043): a new container of the FCP's HPAs.
import type { ScreenProps } from "../routes.ts";
import { ContainerEditor } from "./ContainerEditor.tsx";

export default function ContainerFormPage({ title }: ScreenProps) {
  return <ContainerEditor title={title} id={null} cached={null} />;
}
