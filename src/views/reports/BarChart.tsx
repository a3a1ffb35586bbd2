// The bar chart of a report: chart.js through react-chartjs-2. Its own chunk, imported by
// ReportChart.tsx when a report is drawn: the app preloads every screen's chunk after 500 ms (spec
// section 2), and this one stays out of that, so the chart code is fetched on /reportsAMMD only.
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import type { Report } from "../../codecs/reports.ts";

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip);

export interface BarChartProps {
  report: Report;
  format: (n: number) => string;
  valueHeader: string;
  horizontal: boolean;
  /** The canvas's name: what it shows, and where its figures are as text. */
  label: string;
}

export default function BarChart({ report, format, valueHeader, horizontal, label }: BarChartProps) {
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
  return <Bar data={data} options={options} role="img" aria-label={label} />;
}
