// The signed-in shell's stylesheet: all of Blueprint's CSS (the first load has only the rules
// /signin, the gate and the error state use). The build (scripts/clientBuild/bundles.ts) builds
// it into hashed parts and gives their URLs, in order, as process.env.SHELL_STYLESHEET (comma-separated); with none (unit
// tests) there is nothing to add.
const HREFS = (process.env.SHELL_STYLESHEET ?? "").split(",").filter(Boolean);
let pending: Promise<void> | null = null;

/** Resolves after the browser has run other waiting tasks. */
const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

function addLink(href: string, added: HTMLLinkElement[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`the stylesheet ${href} did not load`));
    added.push(link);
    // Before the views' styles (styles.ts), so that a view rule beats Blueprint's of the same specificity.
    document.head.insertBefore(link, document.head.querySelector("style[data-view-style]"));
  });
}

/** Adds the stylesheet's parts to the document once, in order, each in a task of its own (a part
 * already in the cache is parsed as it is added, and all of it at once is a long task on a
 * phone); resolves when all apply. After a failed load the parts are removed, so the next call
 * asks again with the order kept. */
export function loadShellStylesheet(): Promise<void> {
  if (HREFS.length === 0) return Promise.resolve();
  pending ??= (async () => {
    const added: HTMLLinkElement[] = [];
    const loads: Promise<void>[] = [];
    try {
      for (const href of HREFS) {
        await nextTask();
        const load = addLink(href, added);
        load.catch(() => {}); // seen below, by Promise.all; not an unhandled rejection meanwhile
        loads.push(load);
      }
      await Promise.all(loads);
    } catch (e) {
      await Promise.allSettled(loads);
      for (const link of added) link.remove();
      pending = null;
      throw e;
    }
  })();
  return pending;
}

/** Resolves once the stylesheet applies, asking again after a failure (1 s, 2 s, then every 4 s):
 * the shell waits for it, and the lazy screen's timeout says when that takes too long. */
export async function shellStylesheetReady(): Promise<void> {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 4000)) {
    try {
      return await loadShellStylesheet();
    } catch {
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
