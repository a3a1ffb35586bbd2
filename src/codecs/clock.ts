// The timer source of the actors the app creates (xstate's Clock): the views' flows and the lazy
// screens' preload use it, tests pass a SimulatedClock. A plain type, shared by the machines and
// the views.

export interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}
