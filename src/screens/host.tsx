// The screen host (issue 44; decision 070): the one place a flow is started for a screen. A screen
// (src/screens/<name>/) declares its flows (machine, key and input from its props, the store and
// the user), a selector that turns their snapshots and the store into plain props, and a View that
// draws those props only. `hosted(...)` joins them into the component its registration loads.
import { useSelector } from "@xstate/react";
import { useEffect, useRef, type ComponentType, type ReactElement } from "react";
import { useLocation } from "wouter";
import type { AnyStateMachine, EmittedFrom, EventFrom, EventObject, InputFrom, SnapshotFrom } from "xstate";
import type { SessionUser } from "../codecs/session.ts";
import type { sessionMachine } from "../machines/session.machine.ts";
import type { StoreState } from "../store/state.ts";
import { useAppActors } from "./actors.tsx";
import { useFlow, useOnline, useStore, type Implementations } from "../views/flows.ts";

/** What a flow's key and input, and a screen's props, are computed from. */
export interface HostInput<O> {
  /** The host's own props (a screen's: its title and decoded params). */
  props: O;
  /** The event-sourced store now (cached lists, facts, outbox). */
  state: StoreState;
  /** The signed-in person (null on a public page). */
  user: SessionUser | null;
  /** Whether the device reaches the server now. */
  online: boolean;
  /** The session's flow (sign out, lock): its snapshot and send. */
  session: Running<typeof sessionMachine>;
  /** Goes to a path of the app (wouter's navigation). */
  navigate: (to: string, o?: { replace?: boolean }) => void;
}

/** One flow of a screen: its machine as defined, the key that names it in the event log, its input. */
export interface FlowSpec<O, M extends AnyStateMachine> {
  machine: M;
  /** The machine id, or `id:instance` when several may run; a new key starts a new flow. */
  key: string | ((h: HostInput<O>) => string);
  input?: (h: HostInput<O>) => InputFrom<M>;
  implementations?: Implementations<M>;
}

/** A running flow as a selector sees it. */
export interface Running<M extends AnyStateMachine> {
  snap: SnapshotFrom<M>;
  send: (event: EventFrom<M>) => void;
}

type AnyFlows<O> = Record<string, FlowSpec<O, AnyStateMachine>>;
export type FlowsOf<F> = { [K in keyof F]: F[K] extends FlowSpec<infer _O, infer M> ? Running<M> : never };
/** What a flow of a spec emits (`emit` in its machine). */
type EmittedOf<S> = S extends FlowSpec<infer _O, infer M> ? EmittedFrom<M> : never;

/** What a selector gets: the host's input and every flow running. */
export interface Selection<O, F> extends HostInput<O> {
  flows: FlowsOf<F>;
}

export interface HostedSpec<O, F extends AnyFlows<O>, V> {
  flows: F;
  /** The View's props from the flows and the store: a pure function, no hooks. */
  select: (s: Selection<O, F>) => V;
  View: ComponentType<V>;
  /** Runs when the connection comes back (a list whose load failed offline loads again). */
  onReconnect?: (s: Selection<O, F>) => void;
  /**
   * What the screen does when a value it watches changes (and once when it is drawn), after React
   * has drawn it: `of` picks the value (compared with Object.is), `then` acts on it (tells a flow the
   * record it shows changed, reloads once a write settled).
   */
  watch?: readonly Watch<Selection<O, F>>[];
  /**
   * What the screen does with an event a flow emits (`emit` in its machine), by the flow's name:
   * a photo the camera flow took goes to the upload flow.
   */
  emitted?: { [K in keyof F]?: (event: EmittedOf<F[K]>, s: Selection<O, F>) => void };
}

export interface Watch<S> {
  of: (s: S) => unknown;
  /** Typed by `watching` (its value is what `of` gave). */
  then: (value: never, s: S) => void;
}

/** A watched value and what to do when it changes. */
export const watching = <S, T>(of: (s: S) => T, then: (value: T, s: S) => void): Watch<S> => ({ of, then });

/** A flow's spec, typed by its machine (its input and events checked against it). */
export const flow = <O, M extends AnyStateMachine>(spec: FlowSpec<O, M>): FlowSpec<O, M> => spec;

const keyOf = <O,>(f: FlowSpec<O, AnyStateMachine>, h: HostInput<O>) => (typeof f.key === "string" ? f.key : f.key(h));

/**
 * The component a screen's registration loads (`hosted<ScreenProps<P>>()({ flows, select, View })`),
 * or a part of the shell hosted the same way: its flows started, its View given plain props.
 */
export const hosted =
  <O extends object>() =>
  <F extends AnyFlows<O>, V extends object>(spec: HostedSpec<O, F, V>): ComponentType<O> =>
    host(spec);

function host<O extends object, F extends AnyFlows<O>, V extends object>(spec: HostedSpec<O, F, V>): ComponentType<O> {
  const names = Object.keys(spec.flows);
  return (props: O) => <Host spec={spec} names={names} own={props} />;
}

type Flows = Record<string, Running<AnyStateMachine>>;
interface LayerProps<O, F extends AnyFlows<O>, V> {
  spec: HostedSpec<O, F, V>;
  names: readonly string[];
  at: number;
  h: HostInput<O>;
  running: Flows;
  /** The selection the View was last drawn with (what an emitted event is handled with). */
  latest: { current: Selection<O, F> | null };
}

function Host<O extends object, F extends AnyFlows<O>, V extends object>(p: {
  spec: HostedSpec<O, F, V>;
  names: readonly string[];
  own: O;
}): ReactElement {
  const { session } = useAppActors();
  const sessionSnap = useSelector(session, (s) => s);
  const state = useStore((s) => s);
  const online = useOnline();
  const [, navigate] = useLocation();
  const h: HostInput<O> = {
    props: p.own,
    state,
    user: sessionSnap.context.user,
    online,
    session: { snap: sessionSnap, send: session.send },
    navigate,
  };
  const latest = useRef<Selection<O, F> | null>(null);
  return <Layer spec={p.spec} names={p.names} at={0} h={h} running={{}} latest={latest} />;
}

// one component per flow, so that each starts its flow with a hook at the top level
function Layer<O extends object, F extends AnyFlows<O>, V extends object>(p: LayerProps<O, F, V>): ReactElement {
  if (p.at === p.names.length) return <Leaf spec={p.spec} h={p.h} running={p.running} latest={p.latest} />;
  return <FlowLayer key={keyOf(p.spec.flows[p.names[p.at]!]!, p.h)} {...p} />;
}

function FlowLayer<O extends object, F extends AnyFlows<O>, V extends object>(p: LayerProps<O, F, V>): ReactElement {
  const name = p.names[p.at]!;
  const f: FlowSpec<O, AnyStateMachine> = p.spec.flows[name]!;
  const [snap, send, ref] = useFlow(keyOf(f, p.h), f.machine, f.input?.(p.h), f.implementations);
  const on = p.spec.emitted?.[name] as ((event: EventObject, s: Selection<O, F>) => void) | undefined;
  const latest = p.latest;
  useEffect(() => {
    if (!on) return;
    const sub = ref.on("*", (event: EventObject) => {
      if (latest.current) on(event, latest.current);
    });
    return () => sub.unsubscribe();
  }, [ref, on, latest]);
  return <Layer {...p} at={p.at + 1} running={{ ...p.running, [name]: { snap, send } }} />;
}

function Leaf<O extends object, F extends AnyFlows<O>, V extends object>(p: {
  spec: HostedSpec<O, F, V>;
  h: HostInput<O>;
  running: Flows;
  latest: { current: Selection<O, F> | null };
}): ReactElement {
  const { spec, h } = p;
  // every flow of the spec is running here, by its name
  const selection: Selection<O, F> = { ...h, flows: p.running as FlowsOf<F> };
  const wasOnline = useRef(h.online);
  const latest = useRef(selection);
  latest.current = selection;
  // what a flow's emitted event is handled with (FlowLayer)
  p.latest.current = selection;
  useEffect(() => {
    if (!wasOnline.current && h.online) spec.onReconnect?.(latest.current);
    wasOnline.current = h.online;
  }, [h.online, spec]);
  // every watched value, compared with what it was at the last drawing (unset before the first)
  const watched = useRef<unknown[] | null>(null);
  const values = (spec.watch ?? []).map((w) => w.of(selection));
  useEffect(() => {
    const before = watched.current;
    watched.current = values;
    values.forEach((v, i) => {
      if (before === null || !Object.is(before[i], v)) (spec.watch![i]!.then as (value: unknown, s: Selection<O, F>) => void)(v, latest.current);
    });
  });
  const View = spec.View;
  return <View {...spec.select(selection)} />;
}
