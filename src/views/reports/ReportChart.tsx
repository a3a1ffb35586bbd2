// One report: its title, its CSV, a bar chart (./BarChart.tsx, a chunk of its own fetched when a
// report is drawn) and the same figures as a table below it: the chart is an image whose name says
// what it shows, the table is what a screen reader (and anyone who wants the numbers) reads; the
// table shows at once, the chart when its code has come.
import { lazy, Suspense } from "react";
import { Card, Classes, H2, HTMLTable, Spinner } from "@blueprintjs/core";
import type { CsvColumn } from "../../codecs/csv.ts";
import type { Figure, Report } from "../../codecs/reports.ts";
import { ExportCsv } from "../ExportCsv.tsx";
import { ScrollRegion } from "../ScrollRegion.tsx";
import "./ReportsView.css";
import { useT } from "../i18n.tsx";
import { useFormats } from "../useFormats.ts";

/** A month's figure (its key YYYY-MM) is labelled by the month in the reader's language; any other by its label, translated. */
const MONTH_KEY = /^\d{4}-\d{2}$/;

/** What shows when the chart's code cannot be fetched (offline before it was ever cached): the table has the figures. */
function ChartMissing() {
  const t = useT();
  return <p className={Classes.TEXT_MUTED}>{t("The chart could not be loaded; its figures are in the table below.")}</p>;
}

const BarChart = lazy(() => import("./BarChart.tsx").catch(() => ({ default: ChartMissing })));

/** A bar along the side and its label of up to two lines (chart.js breaks a long one: chartLabels.ts), and the axis below them. */
const SIDE_BAR = 36;
const SIDE_AXIS = 60;
/** A chart with bars along the side: never shorter than the other charts (.reports-chart's 280 px). */
const sideHeight = (report: Report) => Math.max(280, SIDE_BAR * report.figures.length + SIDE_AXIS);

export interface ReportChartProps {
  id: string;
  report: Report;
  /** How a figure reads (rupees, a count). */
  format: (n: number) => string;
  /** The column heading of the figures ("Workshops", "Amount paid"). */
  valueHeader: string;
  /** The column heading of the labels ("Stage", "Month"). */
  labelHeader: string;
  /** Bars along the side (long labels: stages, CMDIs). */
  horizontal?: boolean;
  /** Today (India's), for the CSV file's name. */
  today: string;
}

export function ReportChart({ id, report, format, valueHeader, labelHeader, horizontal = false, today }: ReportChartProps) {
  const t = useT();
  const fmt = useFormats();
  const labelOf = (f: Figure) => (MONTH_KEY.test(f.key) ? fmt.month(f.key) : t(f.label));
  const title = t(report.title);
  const titleId = `${id}-title`;
  // a chart along the side is as tall as its bars need, a label of two lines each
  const chartSize = horizontal ? { height: sideHeight(report) } : undefined;
  const columns: CsvColumn<Figure>[] = [
    { header: labelHeader, text: (f) => f.label },
    { header: valueHeader, text: (f) => format(f.value) },
  ];
  return (
    <Card compact className="reports-card" data-report={id}>
      <div className="reports-card-header">
        <H2 id={titleId} className="page-section-title">
          {title}
        </H2>
        <ExportCsv
          what={`report-${id}`}
          today={today}
          columns={columns}
          rows={report.figures}
          label={t("Download {report} as CSV", { report: title })}
        />
      </div>
      <div className="reports-chart" style={/* computed style: from the count of bars */ chartSize}>
        <Suspense fallback={<Spinner size={24} aria-label={t("Loading the chart: {report}", { report: title })} />}>
          <BarChart
            report={{ ...report, figures: report.figures.map((f) => ({ ...f, label: labelOf(f) })) }}
            format={format}
            valueHeader={t(valueHeader)}
            horizontal={horizontal}
            label={t("{report}: a bar chart; the table below has its figures", { report: title })}
          />
        </Suspense>
      </div>
      <ScrollRegion label={t("{report}, as a table", { report: title })}>
        <HTMLTable compact striped className="reports-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t(labelHeader)}</th>
              <th scope="col" className="reports-figure">
                {t(valueHeader)}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.figures.map((f) => (
              <tr key={f.key}>
                <th scope="row">{labelOf(f)}</th>
                <td className="reports-figure">{format(f.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("Total")}</th>
              <td className="reports-figure">{format(report.total)}</td>
            </tr>
          </tfoot>
        </HTMLTable>
      </ScrollRegion>
    </Card>
  );
}
