// /createContainer, presentational (decision 043; its screen: ./screen.tsx): the container form
// (its flows: ../container/editor.tsx) for a new container of the FCP's HPAs.
import type { ComponentType } from "react";
import type { ContainerValues } from "../../codecs/container.ts";

export interface CreateContainerViewProps {
  title: string;
  Editor: ComponentType<{ title: string; id: number | null; cached: ContainerValues | null }>;
}

export function CreateContainerView({ title, Editor }: CreateContainerViewProps) {
  return <Editor title={title} id={null} cached={null} />;
}
