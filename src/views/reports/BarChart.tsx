// The bar chart of a report: chart.js through react-chartjs-2. Its own chunk, imported by
// ReportChart.tsx when a report is drawn: the app preloads every screen's chunk after 500 ms (spec
// section 2), and this one stays out of that, so the chart code is fetched on /reportsAMMD only.
import {
  BarElement,
  CategoryScale,
  Chart,
  type CartesianScaleOptions,
  type ChartOptions,
  type FontSpec,
  LinearScale,
  type Scale,
  Tooltip,
} from "chart.js";
import { toFont } from "chart.js/helpers";
import { Bar } from "react-chartjs-2";
import type { Report } from "../../codecs/reports.ts";
import { wrapLabel } from "./chartLabels.ts";

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

export interface BarChartProps {
  report: Report;
  format: (n: number) => string;
  valueHeader: string;
  horizontal: boolean;
  /** The canvas's name: what it shows, and where its figures are as text. */
  label: string;
}

/** The share of the chart's width a category label may take along the side (chart.js gives the axis at most half). */
const LABEL_SHARE = 0.4;

/** A category's label on the side axis, in lines that fit the axis's share of the chart's width. */
function sideLabel(this: Scale, value: string | number): string | string[] {
  const label = this.getLabelForValue(Number(value));
  const ctx = this.ctx;
  const room = this.chart.width * LABEL_SHARE;
  ctx.save();
  ctx.font = toFont((this.options as CartesianScaleOptions).ticks.font as Partial<FontSpec>).string;
  const lines = wrapLabel(label, (line) => ctx.measureText(line).width <= room);
  ctx.restore();
  return lines;
}

export default function BarChart({ report, format, valueHeader, horizontal, label }: BarChartProps) {
  const data = {
    labels: report.figures.map((f) => f.label),
    datasets: [{ label: valueHeader, data: report.figures.map((f) => f.value), backgroundColor: "#2d72d2" }],
  };
  const figures = { beginAtZero: true, ticks: { callback: (v: string | number) => format(Number(v)) } };
  // along the side every label is drawn (never one skipped for want of room), each in the lines it needs
  const categories = { ticks: { autoSkip: false, callback: sideLabel } };
  const options: ChartOptions<"bar"> = {
    indexAxis: horizontal ? "y" : "x",
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c) => format(Number(c.raw)) } } },
    scales: horizontal ? { x: figures, y: categories } : { y: figures },
  };
  return <Bar data={data} options={options} role="img" aria-label={label} />;
}
