// Types of pgcluster.mjs (the benches import it from TypeScript).
export function startCluster(): Promise<{ url: string; stop(): void } | null>;
