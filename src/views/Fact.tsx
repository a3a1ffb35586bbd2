// One row of a details list (<dl>): its name, muted, over its value. The list's own stylesheet
// lays the rows out (`.<view>-fields dd`). The label is an English text, drawn in the reader's language.
import type { ReactNode } from "react";
import { Classes } from "@blueprintjs/core";
import { useT } from "./i18n.tsx";

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="fact">
      <dt className={Classes.TEXT_MUTED}>{t(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}
