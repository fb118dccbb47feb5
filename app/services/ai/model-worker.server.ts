import type { Worker } from "node:worker_threads";

/**
 * One local model in one worker thread, and the queue in front of it: the sentence model
 * (sentence-embeddings.server.ts) and the crisis model (crisis-model.server.ts) both run this
 * way. Inference is CPU work that would block the event loop, so it happens in the worker; the
 * app process keeps up to two lanes of jobs, interactive before background, and sends one job
 * at a time, so an interactive job waits at most one job already in the worker.
 *
 * The worker says `{ type: "ready" }` once its model is loaded, `{ type: "failed", error }` if it
 * cannot load, and answers each `{ id, texts }` with `{ type: "result", id, vectors | error }`.
 * If it fails or exits, every queued and future job resolves to `null` at once: callers fall back
 * to what works without the model.
 */
export type ModelState = "off" | "loading" | "ready" | "failed";
export type Lane = "interactive" | "background";

type Job = { texts: string[]; resolve: (vectors: number[][] | null) => void; settled: boolean };
type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "result"; id: number; vectors?: number[][]; error?: string };

export class ModelWorker {
  state: ModelState = "loading";
  /** Texts sent to the worker since the process started (a test counts them). */
  textsSent = 0;
  private worker: Worker | null = null;
  private readonly lanes: Record<Lane, Job[]> = { interactive: [], background: [] };
  private inFlight: { id: number; job: Job } | null = null;
  private nextId = 1;
  private readonly waiters: (() => void)[] = [];

  /**
   * @param name for the log line when the model is unavailable
   * @param maxQueued jobs each lane holds; past it a call resolves to `null` at once
   */
  constructor(
    private readonly name: string,
    private readonly maxQueued: Record<Lane, number>,
  ) {}

  get started() {
    return this.worker !== null;
  }

  /** Takes charge of a started worker; it must never keep a finished process alive. */
  attach(worker: Worker) {
    this.worker = worker;
    worker.unref();
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "ready") {
        this.state = "ready";
        for (const wake of this.waiters.splice(0)) wake();
        this.pump();
      } else if (message.type === "failed") {
        this.fail(message.error);
        void worker.terminate();
      } else if (message.type === "result" && this.inFlight?.id === message.id) {
        const { job } = this.inFlight;
        this.inFlight = null;
        settle(job, message.vectors ?? null);
        this.pump();
      }
    });
    worker.on("error", (error) => this.fail(error.message));
    worker.on("exit", (code) => {
      if (this.worker === worker) this.worker = null;
      if (this.state !== "failed") this.fail(`the worker exited (${code})`);
    });
  }

  fail(why: string) {
    if (this.state !== "failed") console.error(`[${this.name}] the model is unavailable: ${why}`);
    this.state = "failed";
    for (const lane of Object.values(this.lanes))
      for (const job of lane.splice(0)) settle(job, null);
    if (this.inFlight) settle(this.inFlight.job, null);
    this.inFlight = null;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves when the model is ready or has failed (at once when it already is, or off). */
  settled(): Promise<ModelState> {
    if (this.state !== "loading") return Promise.resolve(this.state);
    return new Promise((resolve) => this.waiters.push(() => resolve(this.state)));
  }

  /**
   * The worker's vectors for the texts, or `null` when the model is not ready (unless
   * `waitForLoadMs` allows waiting for it), the lane is full, or `timeoutMs` passes first.
   * Never rejects.
   */
  run(
    texts: string[],
    {
      lane = "interactive",
      timeoutMs,
      waitForLoadMs = 0,
    }: { lane?: Lane; timeoutMs: number; waitForLoadMs?: number },
  ): Promise<number[][] | null> {
    if (texts.length === 0) return Promise.resolve([]);
    if (this.state === "off" || this.state === "failed") return Promise.resolve(null);
    if (this.state === "loading" && waitForLoadMs <= 0) return Promise.resolve(null);
    const queue = this.lanes[lane];
    if (queue.length >= this.maxQueued[lane]) return Promise.resolve(null);
    return new Promise((resolve) => {
      const job: Job = { texts, resolve, settled: false };
      const limit = (this.state === "loading" ? waitForLoadMs : 0) + timeoutMs;
      setTimeout(() => settle(job, null), limit).unref();
      queue.push(job);
      this.pump();
    });
  }

  private pump(): void {
    if (this.state !== "ready" || this.inFlight || !this.worker) return;
    const job = this.lanes.interactive.shift() ?? this.lanes.background.shift();
    if (!job) return;
    if (job.settled) return this.pump(); // timed out while queued
    const id = this.nextId++;
    this.inFlight = { id, job };
    this.textsSent += job.texts.length;
    this.worker.postMessage({ id, texts: job.texts });
  }
}

function settle(job: Job, vectors: number[][] | null) {
  if (job.settled) return;
  job.settled = true;
  job.resolve(vectors);
}
