// `npm start` runs this before building the client, so a bad setting stops it at once with a
// message naming the variable instead of after the build (main.ts validates again on start).
import { configOrExit } from "./config.ts";

configOrExit();
