/**
 * Test support: walks every path of a state machine from its start with sample events (done and
 * error events of actors included, with their outputs) and reports which states and which
 * transitions of the machine's definition the walk never reached. Used by the machine unit tests.
 */
import { adjacencyMapToArray, getAdjacencyMap, toDirectedGraph, type DirectedGraphNode } from "@xstate/graph";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";

interface TransitionLike {
  eventType: string;
  source: { id: string };
  target?: ReadonlyArray<{ id: string }>;
  guard?: unknown;
}

export interface WalkResult<TSnapshot> {
  /** Every (state, event, next state) edge the walk took. */
  steps: Array<{ state: TSnapshot; event: EventObject; nextState: TSnapshot }>;
  /** State node ids never entered. */
  missingStates: string[];
  /** Transitions of the definition never taken, as "source --event--> targets". */
  missingTransitions: string[];
  /** Ids of every state node entered at least once. */
  reachedStates: Set<string>;
}

function describe(transition: TransitionLike): string {
  const targets = transition.target?.map((t) => t.id).join(",") ?? "(self)";
  const guard = transition.guard ? ` [${typeof transition.guard === "string" ? transition.guard : "guarded"}]` : "";
  return `${transition.source.id} --${transition.eventType}${guard}--> ${targets}`;
}

function collectTransitions(node: DirectedGraphNode, into: Set<TransitionLike>): void {
  for (const edge of node.edges) into.add(edge.transition as unknown as TransitionLike);
  for (const child of node.children) collectTransitions(child, into);
}

function collectStateIds(node: DirectedGraphNode, into: string[]): void {
  into.push(node.id);
  for (const child of node.children) collectStateIds(child, into);
}

function activeNodeIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id);
}

export function walkMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    /** Sample events (actor results and delays included), sent in every state the walk reaches. */
    events: EventObject[];
    /** What makes two snapshots the same state for the walk (keep it small: value plus a few context fields). */
    serializeState: (snapshot: AnyMachineSnapshot) => string;
    limit?: number;
  },
): WalkResult<AnyMachineSnapshot> {
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, {
    events: options.events as never,
    serializeState: options.serializeState as never,
    limit: options.limit ?? 200_000,
  });
  const steps = adjacencyMapToArray(adjacency) as WalkResult<AnyMachineSnapshot>["steps"];

  const taken = new Set<TransitionLike>();
  const reachedStates = new Set<string>();
  for (const value of Object.values(adjacency)) {
    for (const id of activeNodeIds(value.state as AnyMachineSnapshot)) reachedStates.add(id);
  }
  for (const step of steps) {
    for (const transition of machine.getTransitionData(step.state as never, step.event as never)) {
      taken.add(transition as unknown as TransitionLike);
    }
    for (const id of activeNodeIds(step.nextState)) reachedStates.add(id);
  }

  const graph = toDirectedGraph(machine);
  const defined = new Set<TransitionLike>();
  collectTransitions(graph, defined);
  const stateIds: string[] = [];
  collectStateIds(graph, stateIds);

  return {
    steps,
    reachedStates,
    missingStates: stateIds.filter((id) => !reachedStates.has(id)),
    missingTransitions: [...defined].filter((t) => !taken.has(t)).map(describe),
  };
}
