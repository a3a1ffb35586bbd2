// Issue 47's figure "Today on the FCP home, beside the home without it", measured where it runs
// (bench/fieldDay.chromium.ts bundles this with the app's stylesheets and runs it in Chromium, at
// this machine's CPU and slowed 4x): the FCP's home View (its title, shortcuts and an empty news
// carousel) drawn with React into a page, with and without the Today part, the Today part drawn
// from the FCP's cached records by the rules' table (src/codecs/today.ts) as its screen draws it
// (src/screens/today/today.tsx: todayItems into TodayView; the lists' flows, which only fetch, are
// left out). One draw is React's render committed, then the browser's style and layout of what it
// drew (forced by reading the page's height), and, apart, until the next paint. The floor, in the
// same run: the same home without Today. Printed by the caller, never asserted.
import { BlueprintProvider } from "@blueprintjs/core";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Role } from "../src/codecs/role.ts";
import { nowOn, todayItems } from "../src/codecs/today.ts";
import { NewsCarouselView } from "../src/screens/home/CarouselView.tsx";
import { HomeView } from "../src/screens/home/HomeView.tsx";
import { TodayView, type TodayPartProps } from "../src/screens/today/TodayView.tsx";
import { ENGLISH } from "../src/codecs/translate.ts";
import { TranslateProvider } from "../src/views/i18n.tsx";
import "../src/views/shell/SignedIn.css";
import { fcpSources } from "./fieldDay.page.ts";

const TODAY = "2026-11-29";
const FCP: Role = "FCP";
const RUNS = 21;
const Carousel = () => <NewsCarouselView state="empty" items={[]} error={null} onRetry={() => {}} variant="home" Slides={() => null} />;

/** The FCP's Today part over `n` cached workshops and `n` cached leads, as its screen computes and draws it. */
function todayPart(n: number) {
  const sources = fcpSources(n);
  const now = nowOn(TODAY);
  return ({ variant }: TodayPartProps) => (
    <TodayView variant={variant} title="Today" items={todayItems("FCP", sources, now)} loading={false} error={null} onRetry={() => {}} />
  );
}

const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Draws the home `RUNS` times into a fresh root each time: the medians of render + layout and of input to next paint, in ms. */
async function drawHome(Today: ((p: TodayPartProps) => React.JSX.Element) | null): Promise<{ layout: number; paint: number; items: number }> {
  const layout: number[] = [];
  const paint: number[] = [];
  let items = 0;
  const mem = memoryLocation({ path: "/newHomeFCP" });
  for (let i = 0; i < RUNS; i++) {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    await afterPaint();
    const t0 = performance.now();
    flushSync(() =>
      root.render(
        <TranslateProvider value={ENGLISH}>
          <BlueprintProvider>
            <Router hook={mem.hook}>
              <HomeView title="Home" role={FCP} Carousel={Carousel} Today={Today} />
            </Router>
          </BlueprintProvider>
        </TranslateProvider>,
      ),
    );
    void document.body.offsetHeight;
    layout.push(performance.now() - t0);
    paint.push((await afterPaint()) - t0);
    items = host.querySelectorAll(".today-item").length;
    root.unmount();
    host.remove();
  }
  return { layout: mid(layout), paint: mid(paint), items };
}

const line = (label: string, d: { layout: number; paint: number; items: number }, floor: { layout: number; paint: number }) =>
  `  ${label.padEnd(34)} render+layout ${d.layout.toFixed(1).padStart(6)} ms (floor ${floor.layout.toFixed(1).padStart(5)} ms)  to paint ${d.paint
    .toFixed(1)
    .padStart(6)} ms (floor ${floor.paint.toFixed(1).padStart(5)} ms)  ${d.items} items`;

/** The figures, as lines to print: the home without Today (the floor), then with Today over 50, 500 and 5,000 of each record. */
export async function homeFigures(): Promise<string[]> {
  const floor = await drawHome(null);
  const out = [
    `The FCP home drawn (median of ${RUNS}; floor: the same home without Today, in the same run)`,
    line("home without Today", floor, floor),
  ];
  for (const n of [50, 500, 5000]) out.push(line(`home + Today, ${n} workshops + ${n} leads`, await drawHome(todayPart(n)), floor));
  return out;
}
