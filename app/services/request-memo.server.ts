/**
 * Reads shared by the loaders of one page load (docs/architecture.md#performance). Remix runs
 * the root loader and the route loaders of one GET side by side, each with its own copy of the
 * Request, all started in the same turn of the event loop. A read for the same key (the Cookie
 * header and whatever else it depends on) in that turn shares one answer (or one promise); every memo is
 * emptied at the next turn. A request that may write (anything but GET and HEAD) always reads
 * afresh and empties every memo, so what it changes is never answered from before the change.
 */
const memos = new Set<Map<string, unknown>>();
let emptyingScheduled = false;

function emptyAll() {
  for (const memo of memos) memo.clear();
}

export function createTurnMemo<T>() {
  const memo = new Map<string, T>();
  memos.add(memo);
  return function shared(request: Request, key: string, read: () => T): T {
    if (request.method !== "GET" && request.method !== "HEAD") {
      emptyAll();
      return read();
    }
    const fullKey = `${request.headers.get("Cookie") ?? ""}\n${key}`;
    if (memo.has(fullKey)) return memo.get(fullKey)!;
    const reading = read();
    memo.set(fullKey, reading);
    if (!emptyingScheduled) {
      emptyingScheduled = true;
      setImmediate(() => {
        emptyingScheduled = false;
        emptyAll();
      });
    }
    return reading;
  };
}
