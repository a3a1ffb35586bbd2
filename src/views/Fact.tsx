// One row of a details list (<dl>): its name, muted, over its value. The list's own stylesheet
// lays the rows out (`.<view>-fields dd`).
import type { ReactNode } from "react";
import { Classes } from "@blueprintjs/core";

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt className={Classes.TEXT_MUTED}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
