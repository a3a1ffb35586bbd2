// One workshop in a list (the AMMD's, a CMDI's, an FCP's, a person's for the super admin): its
// name (the link that opens it), the dates and people the list shows, and its stage with the
// stage's icon. Kept light (a list changes 25 of them at once on a phone): plain elements with
// Blueprint's classes, the icon from the bundled paths; memoised, so a row that stays is not drawn
// again. A plain click opens the workshop in the app; a click with a modifier is the browser's.
import { memo, type MouseEvent } from "react";
import { Classes } from "@blueprintjs/core";
import type { WorkshopRow as Row } from "../../codecs/workshop.ts";
import type { Formats } from "../../codecs/formats.ts";
import { orDash } from "../format.ts";
import { cx } from "../styles.ts";
import { keep } from "../Keep.tsx";
import { StageIcon } from "./StageIcon.tsx";
import { msg } from "../../codecs/i18n.ts";
import { nameShown } from "../../codecs/workshopPlan.ts";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";
import "./WorkshopRow.css";

/** What a row shows besides its name and stage (spec 2.6: start date, CMDI, FCP; 2.11: end date). */
export type RowField = "start" | "end" | "cmdi" | "fcp";
const LABEL: Record<RowField, string> = { start: msg("Start date"), end: msg("End date"), cmdi: "CMDI", fcp: "FCP" };
const value = (w: Row, f: RowField, formats: Formats) =>
  f === "start"
    ? formats.date(w.start_date_time__c)
    : f === "end"
      ? formats.date(w.end_date_time__c)
      : f === "cmdi"
        ? orDash(w.cmdi_name__c)
        : orDash(w.fcpname__c);

export interface WorkshopRowProps {
  workshop: Row;
  fields: readonly RowField[];
  /** Where the row leads; "" for a row that opens nothing yet (a plan waiting to be sent). */
  href: string;
  /** Opens the workshop in the app. */
  onOpen: (href: string) => void;
}

const inApp = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export const WorkshopRow = memo(function WorkshopRow({ workshop: w, fields, href, onOpen }: WorkshopRowProps) {
  const t = useT();
  const formats = useFormats();
  return (
    <li className={cx(Classes.CARD, Classes.COMPACT, "workshop-row")}>
      {href === "" ? (
        <span className="workshop-row-name">
          {orDash(nameShown(t, w))} <span className={Classes.TEXT_MUTED}>{t("(waiting to be sent)")}</span>
        </span>
      ) : (
        <a
          href={href}
          className="workshop-row-name"
          onClick={(e) => {
            if (inApp(e)) {
              e.preventDefault();
              onOpen(href);
            }
          }}
        >
          {orDash(w.name)}
        </a>
      )}
      <div className="workshop-row-fields">
        {/* a field is its label and one text, a date kept whole (Keep's drawing, called without its
            component): few parts, as 25 rows are drawn again at each filter change */}
        {fields.map((f) => (
          <span key={f}>
            <span className={Classes.TEXT_MUTED}>{t(LABEL[f])}</span>
            {f === "start" || f === "end" ? <> {keep(value(w, f, formats))}</> : ` ${value(w, f, formats)}`}
          </span>
        ))}
      </div>
      <span className={cx("workshop-row-stage", Classes.TEXT_MUTED)}>
        <StageIcon stage={w.stagename} />
        <span>{w.stagename === null ? orDash(null) : t(w.stagename)}</span>
      </span>
    </li>
  );
});
