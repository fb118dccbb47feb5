// Preloaded into the server by memory-page-loads.mjs (node --expose-gc --import): on SIGUSR2 it
// collects garbage and prints one line with the process's memory, so the bench measures what is
// really held, not what has not been collected yet.
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stdout.write(`@@memory ${JSON.stringify({ rss, heapUsed, external, arrayBuffers })}\n`);
});
