// npm run dev: rebuild the client on change (esbuild watch) and restart the server on change (tsx watch).
import { spawn } from "node:child_process";

const procs = [
  spawn(process.execPath, ["esbuild.config.mjs", "watch"], { stdio: "inherit" }),
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
];
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs)
  p.on("exit", (code) => {
    if (code) {
      console.error(`dev: a process exited with ${code}`);
      stop();
    }
  });
