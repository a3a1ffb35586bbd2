// A lazily loaded screen: nothing for 200 ms, then 'Loading...', 'Error!' on a failed chunk or
// after 10000 ms (with Retry). A loaded module is cached, so the next visit renders at once.
// A chunk that cannot load in this page (a deploy replaced it, or the browser keeps its failed
// import) reloads the page, keeping the open flows: see the loader machine. The loader's flow is
// hosted (issue 44; decision 070), one hosted loader per module (its `load` actor imports it).
import { startTransition, useReducer, type ComponentType } from "react";
import { fromPromise } from "xstate";
import { shellLoaderMachine } from "../../machines/shellLoader.machine.ts";
import { cached, preload, type LazyScreenProps, type Loader } from "../../views/shell/lazyLoad.ts";
import { flow, hosted, watching, type FlowSpec, type Selection } from "../host.tsx";
import { ScreenLoaderView } from "./ScreenLoaderView.tsx";
import { msg } from "../../codecs/i18n.ts";

/**
 * The screen is always drawn here, at one place in the tree, so it keeps its state when the
 * loader is done.
 */
export function LazyScreen<P extends object>({ load, props, name, standalone }: LazyScreenProps<P>) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const Ready = cached(load);
  if (Ready) return <Ready {...props} />;
  const Loading = loadingOf(load as Loader<never>);
  return <Loading key={name} name={name} onLoaded={loaded} standalone={standalone} />;
}

interface LoadingProps {
  name: string;
  onLoaded: () => void;
  standalone?: boolean;
}

type S = Selection<LoadingProps, { loader: FlowSpec<LoadingProps, typeof shellLoaderMachine> }>;

const loaders = new Map<Loader<never>, ComponentType<LoadingProps>>();

/** The hosted loader of one module: its flow `shellLoader:<name>`, whose `load` preloads the module. */
function loadingOf(load: Loader<never>): ComponentType<LoadingProps> {
  const known = loaders.get(load);
  if (known) return known;
  const Loading = hosted<LoadingProps>()({
    flows: {
      loader: flow({
        machine: shellLoaderMachine,
        key: (h) => `shellLoader:${h.props.name}`,
        implementations: { actors: { load: fromPromise<void, void>(() => preload(load)) } },
      }),
    },
    select: ({ flows: { loader }, props }) => {
      const { snap, send } = loader;
      return {
        shown: snap.matches("loaded")
          ? ("nothing" as const)
          : snap.hasTag("error")
            ? ("error" as const)
            : snap.hasTag("spinner")
              ? ("spinner" as const)
              : ("nothing" as const),
        detail: snap.matches("timedOut")
          ? msg("Loading this page took too long.")
          : snap.context.offline
            ? msg("This page could not be loaded: the server cannot be reached. Check your connection, then press Retry.")
            : msg("This page could not be loaded."),
        onRetry: () => send({ type: "loader.retry" }),
        standalone: props.standalone,
      };
    },
    View: ScreenLoaderView,
    watch: [
      // A transition: React draws the loaded screen in slices, so a phone stays responsive meanwhile.
      watching(
        (s: S) => s.flows.loader.snap.matches("loaded"),
        (done, s) => {
          if (done) startTransition(s.props.onLoaded);
        },
      ),
    ],
  });
  loaders.set(load, Loading);
  return Loading;
}
