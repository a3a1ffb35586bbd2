// The list's floor for a filter change (bench/workshops.chromium.ts, bench/content.chromium.ts):
// what the browser alone costs to show what a change shows, with no React and no app code. While
// the bench changes the app's filters, `keepListState` keeps a copy of the part of the page the
// change redraws (the list, its count, its "Show more": the region around them, the filters left
// out; with `choices`, a select whose choices the app drew again, as the FCP Name's for another
// CMDI, is made anew, decision 060); then `installListFloor` adds a bare <select> outside React
// whose each change morphs that part of
// the page into the next kept state with morphdom (elements matched by position, as the app patches
// its rows: only the text, attributes and elements that differ are touched; a picture with a new
// address is a new element, as the app's). The bench presses the
// same keys on it as on the app's selects, and the probe measures it as it measures the app: from
// the key to the paint after the last change in the page's main. Runs in the page (page.evaluate):
// self-contained; morphdom is the UMD build added with `addListFloorScript`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

interface FloorWindow {
  listStates?: string[];
  morphdom(
    from: Node,
    to: Node,
    options?: {
      onBeforeElUpdated?: (from: HTMLElement, to: HTMLElement) => boolean;
      getNodeKey?: (node: Node) => unknown;
    },
  ): Node;
}

/** morphdom's UMD build run in `page` (window.morphdom), for the list floor; evaluated, as the app's CSP allows no inline script. */
export async function addListFloorScript(page: Page): Promise<void> {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("morphdom/dist/morphdom-umd.min.js"), "utf8"));
}

/**
 * In the page: keeps a copy of `region` (a selector: the list's part of the page) as the app drew it
 * now; the number kept. Each select in the copy says which choice was chosen
 * (`data-bench-selected`), as React's markup has no `selected` attribute.
 */
export function keepListState(region: string): number {
  const w = window as unknown as FloorWindow;
  const el = document.querySelector(region);
  if (!el) throw new Error(`no ${region} in the page`);
  const t = document.createElement("template");
  t.innerHTML = el.outerHTML;
  const live = el.querySelectorAll("select"),
    copies = t.content.querySelectorAll("select");
  copies.forEach((c, i) => {
    c.dataset.benchSelected = String(live[i]!.selectedIndex);
  });
  // as markup: a copy made in this document would start loading its pictures now, outside the measure
  w.listStates ??= [];
  w.listStates.push(t.innerHTML);
  return w.listStates.length;
}

/**
 * In the page: the bare select (8 choices, prepended to the body, focused by the bench) whose each
 * change morphs `region` into the next kept state, in the order they were kept, leaving
 * whatever matches `skip` (the filters) as it is. With `choices` (decision 060), a select whose
 * choices the app drew again is made anew, as the app makes it: the kept select takes its place.
 * Without, as before that decision, the filters are left whole. Each kept state is used once
 * (morphdom moves its new nodes into the page); installed again, it starts again from the first.
 */
export function installListFloor({ region, skip, choices }: { region: string; skip: string; choices: boolean }): number {
  const w = window as unknown as FloorWindow;
  // parsed in templates, whose content is inert: a kept state's pictures start loading when morphdom
  // moves them into the page, at the change, as the app's new pictures do
  const states = (w.listStates ?? []).map((html) => {
    const t = document.createElement("template");
    t.innerHTML = html;
    return t.content.firstElementChild!;
  });
  // a select's choices as one text, and the one chosen in each kept select (the mark taken off
  // here, before the measure, so the page never holds it): worked out for the page's selects and
  // the kept ones before the measure
  const choicesOf = new WeakMap<Element, string>();
  const chosen = new WeakMap<Element, number>();
  const said = (s: HTMLSelectElement) => choicesOf.set(s, Array.from(s.options, (o) => `${o.value}\u0001${o.text}`).join("\u0002"));
  const keptSelects = states.map((st) =>
    Array.from(st.querySelectorAll("select"), (c) => {
      said(c);
      chosen.set(c, Number(c.dataset.benchSelected));
      c.removeAttribute("data-bench-selected");
      return c;
    }),
  );
  const live = Array.from(document.querySelectorAll<HTMLSelectElement>(`${region} select`));
  for (const l of live) said(l);
  let next = 0;
  document.getElementById("bench-list-floor")?.remove();
  const s = document.createElement("select");
  s.id = "bench-list-floor";
  s.setAttribute("aria-label", "The list's floor");
  s.append(...Array.from({ length: 8 }, (_, i) => new Option(`Choice ${i}`, String(i))));
  s.addEventListener("change", () => {
    const k = next++;
    const to = states[k];
    const el = document.querySelector(region);
    if (!to || !el) throw new Error(`the list's floor: no kept state ${next} or no ${region}`);
    if (choices) {
      // a select whose choices the app drew again is made anew, as the app makes it: the kept
      // select, with its choices and the one chosen, takes its place in one step
      const tos = keptSelects[k]!;
      if (tos.length !== live.length) throw new Error(`the list's floor: ${tos.length} selects kept, ${live.length} in the page`);
      live.forEach((from, i) => {
        const t = tos[i]!;
        if (choicesOf.get(from) === choicesOf.get(t)) return;
        t.selectedIndex = chosen.get(t)!;
        from.replaceWith(t);
        live[i] = t;
      });
    }
    w.morphdom(el, to, {
      // the filters are left as they are: the key changed the floor's own select (their choices,
      // with `choices`, above)
      onBeforeElUpdated: (from) => !from.matches(skip),
      // a picture whose address changes is a new element, as in the app (a patched src would show
      // the previous item's picture while the new one loads)
      getNodeKey: (n) => (n instanceof HTMLImageElement ? n.getAttribute("src") : undefined),
    });
  });
  document.body.prepend(s);
  return states.length;
}
