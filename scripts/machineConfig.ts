// A machine's config as the Stately visualiser imports it: `createMachine({...})` source with
// actions, guards and actors by name. Functions never appear; an inline one becomes a
// placeholder name ("inline action", "inline guard") and a function-valued input, context,
// output or params is left out.

type Fn = ((...args: never[]) => unknown) & { type?: unknown; assignment?: unknown; guards?: unknown[] };
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
/** Names JavaScript gives an anonymous function from the property it was written in. */
const INFERRED = new Set(["", "actions", "entry", "exit", "guard", "anonymous"]);

/** The name of an action as written in a config: a string, `{ type, params }`, or a function. */
export function actionName(a: unknown): string {
  if (typeof a === "string") return a;
  if (typeof a === "function") {
    const f = a as Fn;
    if (typeof f.type === "string" && f.type.startsWith("xstate.")) {
      const name = f.type.slice("xstate.".length);
      return isObj(f.assignment) ? `${name}(${Object.keys(f.assignment).join(", ")})` : name;
    }
    return INFERRED.has(f.name) ? "inline action" : f.name;
  }
  return isObj(a) && typeof a.type === "string" ? a.type : "inline action";
}

/** An action for a reader: its name, with its params when they are plain values. */
export function actionLabel(a: unknown): string {
  const params = isObj(a) ? plain(a.params) : undefined;
  return params === undefined ? actionName(a) : `${actionName(a)}(${JSON.stringify(params)})`;
}

/** The name of a guard: a string, `{ type, params }`, a higher-order guard or a function. */
export function guardName(g: unknown): string {
  if (typeof g === "string") return g;
  if (typeof g === "function") {
    const f = g as Fn;
    if (Array.isArray(f.guards)) return `${f.name}(${f.guards.map(guardName).join(", ")})`;
    return INFERRED.has(f.name) ? "inline guard" : f.name;
  }
  return isObj(g) && typeof g.type === "string" ? g.type : "inline guard";
}

/** A JSON value, or undefined when it holds a function (then the key is left out). */
function plain(v: unknown): unknown {
  if (typeof v === "function") return undefined;
  if (Array.isArray(v)) return v.every((x) => plain(x) !== undefined) ? v.map(plain) : undefined;
  if (isObj(v)) {
    const out: Obj = {};
    for (const [k, x] of Object.entries(v)) {
      const p = plain(x);
      if (p === undefined) return undefined;
      out[k] = p;
    }
    return out;
  }
  return v;
}

function action(a: unknown): unknown {
  if (isObj(a) && typeof a.type === "string") {
    const params = plain(a.params);
    return params === undefined ? a.type : { type: a.type, params };
  }
  return actionName(a);
}

const actions = (v: unknown) => (Array.isArray(v) ? v.map(action) : action(v));

function guard(g: unknown): unknown {
  if (isObj(g) && typeof g.type === "string") {
    const params = plain(g.params);
    return params === undefined ? g.type : { type: g.type, params };
  }
  return guardName(g);
}

function transition(t: unknown): unknown {
  if (!isObj(t)) return t; // a target string
  const out: Obj = {};
  for (const [k, v] of Object.entries(t)) {
    if (k === "guard") out.guard = guard(v);
    else if (k === "actions") out.actions = actions(v);
    else if (plain(v) !== undefined) out[k] = plain(v);
  }
  return out;
}

const transitions = (v: unknown) => (Array.isArray(v) ? v.map(transition) : transition(v));
const eachValue = (v: unknown, f: (x: unknown) => unknown) => Object.fromEntries(Object.entries(v as Obj).map(([k, x]) => [k, f(x)]));

function invoke(i: unknown): unknown {
  if (!isObj(i)) return i;
  const out: Obj = {};
  for (const [k, v] of Object.entries(i)) {
    if (k === "src") out.src = typeof v === "string" ? v : "inline actor";
    else if (k === "onDone" || k === "onError" || k === "onSnapshot") out[k] = transitions(v);
    else if (plain(v) !== undefined) out[k] = plain(v);
  }
  return out;
}

/** The config of a state node (or of the machine) with every function replaced or left out. */
export function visualiserConfig(node: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) {
    if (v === undefined) continue;
    if (k === "states") out.states = eachValue(v, (s) => visualiserConfig(s as Obj));
    else if (k === "on" || k === "after") out[k] = eachValue(v, transitions);
    else if (k === "always" || k === "onDone") out[k] = transitions(v);
    else if (k === "invoke") out.invoke = Array.isArray(v) ? v.map(invoke) : invoke(v);
    else if (k === "entry" || k === "exit") out[k] = actions(v);
    else if (plain(v) !== undefined) out[k] = plain(v);
  }
  return out;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
const WIDTH = 100;
const keyOf = (k: string) => (IDENT.test(k) ? k : JSON.stringify(k));

/** A JavaScript literal on one line, or undefined when longer than `room`. */
function oneLine(v: unknown, room: number): string | undefined {
  let s: string;
  if (Array.isArray(v) || isObj(v)) {
    const parts: string[] = [];
    for (const [k, x] of Object.entries(v)) {
      const p = oneLine(x, room);
      if (p === undefined) return undefined;
      parts.push(Array.isArray(v) ? p : `${keyOf(k)}: ${p}`);
    }
    s = Array.isArray(v) ? `[${parts.join(", ")}]` : parts.length ? `{ ${parts.join(", ")} }` : "{}";
  } else s = JSON.stringify(v);
  return s.length <= room ? s : undefined;
}

/** A JavaScript literal of a JSON value: two-space indented, identifier keys unquoted, a value
 * that fits the line on one line (except a node with child states). `used`: columns taken. */
export function jsLiteral(v: unknown, indent = "", used = 0): string {
  const short = isObj(v) && "states" in v ? undefined : oneLine(v, WIDTH - used);
  if (short !== undefined) return short;
  const next = `${indent}  `;
  if (Array.isArray(v)) return `[\n${v.map((x) => next + jsLiteral(x, next, next.length)).join(",\n")},\n${indent}]`;
  const entries = Object.entries(v as Obj).map(([k, x]) => `${next}${keyOf(k)}: ${jsLiteral(x, next, next.length + keyOf(k).length + 2)}`);
  return `{\n${entries.join(",\n")},\n${indent}}`;
}
