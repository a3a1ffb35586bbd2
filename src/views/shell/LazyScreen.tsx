// A lazily loaded screen: nothing for 200 ms, then 'Loading...', 'Error!' on a failed chunk or
// after 10000 ms (with Retry). A loaded module is cached, so the next visit renders at once.
// A chunk that cannot load in this page (a deploy replaced it, or the browser keeps its failed
// import) reloads the page, keeping the open flows: see the loader machine.
import { startTransition, useEffect, useReducer, type ComponentType } from "react";
import { fromPromise } from "xstate";
import { shellLoaderMachine } from "../../machines/shellLoader.machine.ts";
import { useFlow } from "../flows.ts";
import { LoadingImage } from "../LoadingImage.tsx";
import { ErrorState } from "./ErrorState.tsx";

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const cache = new Map<Loader<never>, ComponentType<never>>();

/** Loads a screen's module into the cache (a failure is left uncached, so a retry loads again). */
export async function preload<P>(load: Loader<P>): Promise<void> {
  if (cache.has(load as Loader<never>)) return;
  const m = await load();
  cache.set(load as Loader<never>, m.default as ComponentType<never>);
}

const cached = <P,>(load: Loader<P>) => cache.get(load as Loader<never>) as ComponentType<P> | undefined;

/**
 * `name` tells this loader apart from others in the event log (`shellLoader:<name>`). The screen
 * is always drawn here, at one place in the tree, so it keeps its state when the loader is done.
 */
export function LazyScreen<P extends object>({ load, props, name, standalone }: { load: Loader<P>; props: P; name: string; standalone?: boolean }) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const Ready = cached(load);
  if (Ready) return <Ready {...props} />;
  return <Loading key={name} load={load as Loader<never>} name={name} onLoaded={loaded} standalone={standalone} />;
}

function Loading({ load, name, onLoaded, standalone }: { load: Loader<never>; name: string; onLoaded: () => void; standalone?: boolean }) {
  const [snap, send] = useFlow(`shellLoader:${name}`, shellLoaderMachine, undefined, {
    actors: { load: fromPromise<void, void>(() => preload(load)) },
  });
  const done = snap.matches("loaded");
  // A transition: React draws the loaded screen in slices, so a phone stays responsive meanwhile.
  useEffect(() => {
    if (done) startTransition(onLoaded);
  }, [done, onLoaded]);
  if (done) return null;
  if (snap.hasTag("error")) {
    return (
      <ErrorState
        detail={
          snap.matches("timedOut")
            ? "Loading this page took too long."
            : snap.context.offline
              ? "This page could not be loaded: the server cannot be reached. Check your connection, then press Retry."
              : "This page could not be loaded."
        }
        onRetry={() => send({ type: "loader.retry" })}
        standalone={standalone}
      />
    );
  }
  if (snap.hasTag("spinner")) return <LoadingImage />;
  return null;
}
