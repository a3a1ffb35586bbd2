// The signed-in shell's stylesheet: all of Blueprint's CSS (the first load has only the rules
// /signin, the gate and the error state use). esbuild.config.mjs builds it to a hashed file and
// gives its URL as process.env.SHELL_STYLESHEET; with none (unit tests) there is nothing to add.
const HREF = process.env.SHELL_STYLESHEET;
let pending: Promise<void> | null = null;

/** Adds the stylesheet to the document once; resolves when it applies. After a failed load the
 * link is removed, so the next call asks again. */
export function loadShellStylesheet(): Promise<void> {
  if (!HREF) return Promise.resolve();
  pending ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = HREF;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      pending = null;
      reject(new Error(`the stylesheet ${HREF} did not load`));
    };
    document.head.append(link);
  });
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
