import { FailedResponseError } from "@awd/core/errors";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withRetries } from "./browser-api";

const failing = (...errors: unknown[]) => {
  const request = vi.fn<() => Promise<string>>();
  for (const error of errors) request.mockRejectedValueOnce(error);
  request.mockResolvedValue("answer");
  return request;
};

// Settles the request, advancing the retry delays as they come.
const settle = async (promise: Promise<unknown>) => {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
};

describe("withRetries (the retry rule around a browser request)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<[string, unknown[], number, unknown]>([
    ["a 500, then an answer", [new FailedResponseError(500)], 2, "answer"],
    ["503 three times, then an answer", Array(3).fill(new FailedResponseError(503)), 4, "answer"],
    ["no answer twice, then an answer", Array(2).fill(new TypeError("Failed to fetch")), 3, "answer"],
    ["a 404: not asked again", [new FailedResponseError(404)], 1, undefined],
    ["a 401: not asked again", [new FailedResponseError(401)], 1, undefined],
    ["500 four times: given up after 3 retries", Array(4).fill(new FailedResponseError(500)), 4, undefined],
  ])("%s", async (_, errors, calls, value) => {
    const request = failing(...errors);
    const outcome = await settle(withRetries(request));
    expect(request).toHaveBeenCalledTimes(calls);
    expect("value" in outcome ? outcome.value : undefined).toBe(value);
  });

  it("waits 1 s, then 2 s, and tells of each failure it asks again after", async () => {
    const onRetry = vi.fn();
    const request = failing(new FailedResponseError(503), new FailedResponseError(503));
    const outcome = withRetries(request, { onRetry });
    await vi.advanceTimersByTimeAsync(999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBe("answer");
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it("stops on an answer its caller calls final", async () => {
    const request = failing(new FailedResponseError(403));
    const outcome = await settle(
      withRetries(request, { isFinal: (error) => (error as FailedResponseError).status === 403 }),
    );
    expect(request).toHaveBeenCalledTimes(1);
    expect("error" in outcome).toBe(true);
  });

  it("stops asking once its signal aborts", async () => {
    const controller = new AbortController();
    const request = failing(new FailedResponseError(500), new FailedResponseError(500));
    const outcome = settle(withRetries(request, { signal: controller.signal }));
    controller.abort();
    expect("error" in (await outcome)).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
