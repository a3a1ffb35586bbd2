// A machine as Markdown for GitHub: a Mermaid stateDiagram-v2 (nested states as composite
// states; transitions labelled with the event, `always`, `after <delay>`, invoke onDone/onError
// and the guard), then its states and transitions as tables.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { actionLabel, guardName } from "./machineConfig.ts";

const RESERVED = new Set(["state", "note", "end", "direction", "class", "classDef", "style", "click", "as", "hide", "default"]);
const ANY = "any__";

const kids = (n: AnyStateNode) => Object.values(n.states) as AnyStateNode[];
const nodeId = (n: AnyStateNode) => {
  const id = n.path.join("_").replace(/\W/g, "_") || n.machine.id.replace(/\W/g, "_");
  return RESERVED.has(id) ? `${id}_` : id;
};
const nodeName = (n: AnyStateNode) => n.path.join(".") || "(machine)";
const ownTransitions = (n: AnyStateNode): AnyTransitionDefinition[] => [...[...n.transitions.values()].flat(), ...(n.always ?? [])];
const isAncestor = (a: AnyStateNode, n: AnyStateNode) => n.path.length > a.path.length && a.path.every((k, i) => n.path[i] === k);

/** The event of a transition for a reader. */
function eventLabel(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const e = t.eventType;
  if (!e) return "always";
  const after = /^xstate\.after\.(.+?)\.(.+)$/.exec(e);
  if (after && t.source.after.some((d: { eventType: string }) => d.eventType === e)) {
    const delay = after[1];
    const ms = /^\d+$/.test(delay) ? Number(delay) : (machine.implementations.delays as Record<string, unknown>)[delay];
    return typeof ms === "number" ? (String(ms) === delay ? `after ${ms} ms` : `after ${delay} (${ms} ms)`) : `after ${delay}`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e);
  if (actor) return `${actor[1] === "done" ? "onDone" : "onError"} (${actor[2]})`;
  if (e.startsWith("xstate.done.state.")) return "onDone";
  return e;
}

const transitionLabel = (machine: AnyStateMachine, t: AnyTransitionDefinition) =>
  eventLabel(machine, t) + (t.guard === undefined ? "" : ` [${guardName(t.guard)}]`);

/** The Mermaid source of the machine's diagram. */
export function mermaidOf(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  const flat = kids(root).length === 0;
  const blocks = new Map<AnyStateNode, string[]>(); // the lines inside each composite (root: top level)
  const linesOf = (n: AnyStateNode) => blocks.get(n) ?? blocks.set(n, []).get(n)!;
  // Edges grouped by (block, source, target) so several events share one arrow.
  const edges = new Map<string, { block: AnyStateNode; labels: string[] }>();
  const edge = (block: AnyStateNode, from: string, to: string, label: string) => {
    const key = `${nodeId(block)} ${from} ${to}`;
    const e = edges.get(key) ?? edges.set(key, { block, labels: [] }).get(key)!;
    if (!e.labels.includes(label)) e.labels.push(label);
  };
  const where = (n: AnyStateNode, targets: AnyStateNode[]) => {
    let block = n.parent ?? root;
    while (block !== root && !targets.every((t) => t === block || isAncestor(block, t))) block = block.parent!;
    return block;
  };

  const declare = (n: AnyStateNode) => {
    const lines = linesOf(n.parent!);
    lines.push(`state "${n.key}" as ${nodeId(n)}`);
    if (n.type === "final") lines.push(`${nodeId(n)} --> [*]`);
    if (kids(n).length) kids(n).forEach(declare);
  };
  kids(root).forEach(declare);

  const walk = (n: AnyStateNode) => {
    const from = n === root && !flat ? ANY : nodeId(n);
    for (const t of ownTransitions(n)) {
      const targets = (t.target ?? []) as AnyStateNode[];
      const block = n === root ? root : where(n, targets);
      if (targets.length === 0) edge(block, from, from, transitionLabel(machine, t));
      for (const target of targets) edge(block, from, nodeId(target), transitionLabel(machine, t));
    }
    kids(n).forEach(walk);
  };
  walk(root);

  const out = ["stateDiagram-v2"];
  const emit = (n: AnyStateNode, indent: string) => {
    const own = linesOf(n);
    const initial = n.type === "compound" && n.initial?.target?.[0];
    if (initial) out.push(`${indent}[*] --> ${nodeId(initial as AnyStateNode)}`);
    for (const line of own) out.push(indent + line);
    for (const e of edges.entries()) {
      const [, from, to] = e[0].split(" ");
      if (e[1].block === n) out.push(`${indent}${from} --> ${to}: ${e[1].labels.join("<br/>")}`);
    }
    kids(n)
      .filter((k) => kids(k).length)
      .forEach((k, i, all) => {
        out.push(`${indent}state ${nodeId(k)} {`);
        emit(k, `${indent}  `);
        out.push(`${indent}}`);
        if (n.type === "parallel" && i < all.length - 1) out.push(`${indent}--`);
      });
  };
  if (flat) out.push(`  [*] --> ${nodeId(root)}`, `  state "${machine.id}" as ${nodeId(root)}`);
  else if (ownTransitions(root).length)
    out.push(`  state "(any state)" as ${ANY}`, `  class ${ANY} anyState`, "  classDef anyState stroke-dasharray: 4 4");
  emit(root, "  ");
  return out.join("\n");
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const cell = (s: string) => s.replace(/\|/g, "\\|");
const code = (xs: string[]) => xs.map((x) => `\`${cell(x)}\``).join(", ");

/** The states table: kind, tags, invoked actors, entry and exit actions. */
export function statesTable(machine: AnyStateMachine): string[] {
  const rows = ["| state | kind | tags | invokes | entry / exit |", "|---|---|---|---|---|"];
  const walk = (n: AnyStateNode) => {
    const invokes = n.invoke.map((i: { id: string; src: unknown }) => (i.id === i.src ? String(i.id) : `${i.id}: ${String(i.src)}`));
    // From the config: the resolved entry and exit also hold the timers of `after`.
    const entryExit = [...list(n.config.entry).map((a) => `entry ${actionLabel(a)}`), ...list(n.config.exit).map((a) => `exit ${actionLabel(a)}`)];
    rows.push(`| ${cell(nodeName(n))} | ${n.type} | ${code(n.tags)} | ${code(invokes)} | ${code(entryExit)} |`);
    if (n.description) rows.push(`| | ${cell(n.description)} | | | |`);
    kids(n).forEach(walk);
  };
  walk(machine.root as AnyStateNode);
  return rows;
}

/** The transitions table, in document order. */
export function transitionsTable(machine: AnyStateMachine): string[] {
  const rows = ["| from | event | guard | to | actions |", "|---|---|---|---|---|"];
  const walk = (n: AnyStateNode) => {
    for (const t of ownTransitions(n)) {
      const to = t.target?.length ? (t.target as AnyStateNode[]).map(nodeName).join(", ") + (t.reenter ? " (re-entered)" : "") : "(stays)";
      const guard = t.guard === undefined ? "" : `\`${cell(guardName(t.guard))}\``;
      rows.push(`| ${cell(nodeName(n))} | \`${cell(eventLabel(machine, t))}\` | ${guard} | ${cell(to)} | ${code(t.actions.map(actionLabel))} |`);
    }
    kids(n).forEach(walk);
  };
  walk(machine.root as AnyStateNode);
  return rows;
}
