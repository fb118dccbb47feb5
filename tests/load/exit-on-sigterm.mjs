// Preloaded into a profiled server by server.mjs (node --import): SIGTERM ends the process at once,
// so node writes the --cpu-prof profile even while clients keep idle connections open.
process.once("SIGTERM", () => process.exit(0));
