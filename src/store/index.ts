// Public API of the event-sourced store (see README.md).
export * from "./ports.ts";
export * from "./envelope.ts";
export * from "./events.ts";
export * from "./state.ts";
export * from "./fold.ts";
export * from "./redact.ts";
export * from "./storage.ts";
export * from "./log.ts";
export * from "./outbox.ts";
export * from "./tabs.ts";
export * from "./recorder.ts";
export * from "./replay.ts";
export * from "./exchange.ts";
