// One report drawn as a bar chart (chart.js through react-chartjs-2, in the reports screen's chunk
// only) with the same figures as a table beside it: the chart is an image whose name says what it
// shows, the table is what a screen reader (and anyone who wants the numbers) reads.
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { Card, H2, HTMLTable } from "@blueprintjs/core";
import type { CsvColumn } from "../../codecs/csv.ts";
import type { Figure, Report } from "../../codecs/reports.ts";
import { ExportCsv } from "../ExportCsv.tsx";
import { ScrollRegion } from "../ScrollRegion.tsx";
import "./ReportsView.css";

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

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
  const titleId = `${id}-title`;
  const columns: CsvColumn<Figure>[] = [{ header: labelHeader, text: (f) => f.label }, { header: valueHeader, text: (f) => format(f.value) }];
  const data = {
    labels: report.figures.map((f) => f.label),
    datasets: [{ label: valueHeader, data: report.figures.map((f) => f.value), backgroundColor: "#2d72d2" }],
  };
  const options = {
    indexAxis: horizontal ? ("y" as const) : ("x" as const),
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c: { raw: unknown }) => format(Number(c.raw)) } } },
    scales: { [horizontal ? "x" : "y"]: { beginAtZero: true, ticks: { callback: (v: string | number) => format(Number(v)) } } },
  };
  return (
    <Card compact className="reports-card" data-report={id}>
      <div className="reports-card-header">
        <H2 id={titleId} className="page-section-title">{report.title}</H2>
        <ExportCsv what={`report-${id}`} today={today} columns={columns} rows={report.figures} label={`Download ${report.title.toLowerCase()} as CSV`} />
      </div>
      <div className="reports-chart">
        <Bar data={data} options={options} role="img" aria-label={`${report.title}: a bar chart; the table below has its figures`} />
      </div>
      <ScrollRegion label={`${report.title}, as a table`}>
        <HTMLTable compact striped className="reports-table" aria-labelledby={titleId}>
          <thead><tr><th scope="col">{labelHeader}</th><th scope="col" className="reports-figure">{valueHeader}</th></tr></thead>
          <tbody>
            {report.figures.map((f) => <tr key={f.key}><th scope="row">{f.label}</th><td className="reports-figure">{format(f.value)}</td></tr>)}
          </tbody>
          <tfoot><tr><th scope="row">Total</th><td className="reports-figure">{format(report.total)}</td></tr></tfoot>
        </HTMLTable>
      </ScrollRegion>
    </Card>
  );
}
