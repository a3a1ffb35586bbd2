// One workshop in a list (the AMMD's, a CMDI's, an FCP's, a person's for the super admin): its
// name (the link that opens it), the dates and people the list shows, and its stage with the
// stage's icon. Memoised: a row draws again only when its own workshop or link changes.
import { memo } from "react";
import { Card, Classes, Icon } from "@blueprintjs/core";
import { Link } from "wouter";
import type { WorkshopRow as Row } from "../../codecs/workshop.ts";
import { ddmmyyyy, orDash } from "../format.ts";
import { cx } from "../styles.ts";
import { stageIcon } from "./stages.ts";
import "./WorkshopRow.css";

/** What a row shows besides its name and stage (spec 2.6: start date, CMDI, FCP; 2.11: end date). */
export type RowField = "start" | "end" | "cmdi" | "fcp";
const LABEL: Record<RowField, string> = { start: "Start date", end: "End date", cmdi: "CMDI", fcp: "FCP" };
const value = (w: Row, f: RowField) =>
  f === "start" ? ddmmyyyy(w.start_date_time__c) : f === "end" ? ddmmyyyy(w.end_date_time__c) : f === "cmdi" ? orDash(w.cmdi_name__c) : orDash(w.fcpname__c);

export interface WorkshopRowProps {
  workshop: Row;
  fields: readonly RowField[];
  href: string;
  /** Opens the workshop in the app (the link's own navigation is replaced by it). */
  onOpen: (href: string) => void;
}

export const WorkshopRow = memo(function WorkshopRow({ workshop: w, fields, href, onOpen }: WorkshopRowProps) {
  return (
    <li>
      <Card compact className="workshop-row">
        <Link href={href} className="workshop-row-name" onClick={(e) => { e.preventDefault(); onOpen(href); }}>{orDash(w.name)}</Link>
        <dl className="workshop-row-fields">
          {fields.map((f) => (
            <div key={f} className="workshop-row-field"><dt className={Classes.TEXT_MUTED}>{LABEL[f]}</dt><dd>{value(w, f)}</dd></div>
          ))}
        </dl>
        <span className={cx("workshop-row-stage", Classes.TEXT_MUTED)}>
          <Icon icon={stageIcon(w.stagename)} aria-hidden="true" />
          <span>{orDash(w.stagename)}</span>
        </span>
      </Card>
    </li>
  );
});
