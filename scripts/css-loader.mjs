// The module hook of css-hook.mjs: a .css file loads as an empty module.
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith(".css")) return { format: "module", source: "export {};", shortCircuit: true };
  return nextLoad(url, context);
}
