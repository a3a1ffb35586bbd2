// Results kept per source (a cached list, its index) and key (a filter state), so a list's filter
// choice undone, or made again, costs no pass over its rows (decision 053). Kept while the source
// lives (a WeakMap: a refreshed list starts afresh); the oldest of a source's dropped past KEPT_MAX.
export const KEPT_MAX = 32;
const bySource = new WeakMap<object, Map<string, unknown>>();

export function kept<T>(source: object, key: string, make: () => T): T {
  let seen = bySource.get(source);
  if (!seen) {
    seen = new Map();
    bySource.set(source, seen);
  }
  if (seen.has(key)) return seen.get(key) as T;
  const made = make();
  if (seen.size >= KEPT_MAX) seen.delete(seen.keys().next().value!);
  seen.set(key, made);
  return made;
}
