// The lazily loaded screens' modules (spec section 2): a loaded module is cached, so the next visit
// renders at once. The lazy screen (src/screens/shell/lazyScreen.tsx) draws from this cache and
// loads through its loader flow; the shell preloads every screen (screen.ts, usePreloadAll).
import type { ComponentType } from "react";

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazy screen: `name` tells its loader apart from others in the event log (`shellLoader:<name>`). */
export interface LazyScreenProps<P> {
  load: Loader<P>;
  props: P;
  name: string;
  /** A whole page (the shell's own chunk, a public page): its 'Error!' is the page's h1. */
  standalone?: boolean;
}

const cache = new Map<Loader<never>, ComponentType<never>>();

/** Loads a screen's module into the cache (a failure is left uncached, so a retry loads again). */
export async function preload<P>(load: Loader<P>): Promise<void> {
  if (cache.has(load as Loader<never>)) return;
  const m = await load();
  cache.set(load as Loader<never>, m.default as ComponentType<never>);
}

/** The screen's component once its module is loaded. */
export const cached = <P>(load: Loader<P>) => cache.get(load as Loader<never>) as ComponentType<P> | undefined;
