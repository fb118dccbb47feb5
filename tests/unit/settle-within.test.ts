import { afterEach, describe, expect, it, vi } from "vitest";
import { settleWithin } from "~/lib/settle-within";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("settleWithin", () => {
  it("answers as soon as quick work is done", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = settleWithin(
      Promise.resolve().then(() => (done = true)),
      2000,
      "test",
    );
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops waiting at the limit and lets slow work go on", async () => {
    vi.useFakeTimers();
    let finished = false;
    const slow = new Promise<void>((resolve) => setTimeout(resolve, 10_000)).then(
      () => (finished = true),
    );
    let answered = false;
    void settleWithin(slow, 2000, "test").then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(8000);
    expect(finished).toBe(true);
  });

  it("never rejects; it logs the failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      settleWithin(Promise.reject(new Error("provider down")), 2000, "summary"),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith("[summary] failed", expect.any(Error));
  });
});
