import { abcPattern, abPattern } from "@awd/core/ab-pattern";
import { describe, expect, it, vi } from "vitest";
import {
  createRemoteConfigClient,
  failureMessage,
  type KeyValueStore,
  type RemoteConfigRequest,
  remoteConfigStorageKeys,
} from "./remote-config-client";

const hour = 60 * 60 * 1000;
const values = { userSurveyDisplayPhase: "BeforeOnboarding", userFeedback: { feedbacks: [] } };

const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  const store: KeyValueStore = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { data, store };
};

function setup(options: { minFetchIntervalMs?: number; answer?: () => Promise<unknown>; store?: KeyValueStore } = {}) {
  let now = 10 * hour;
  const { store, data } = options.store ? { store: options.store, data: undefined } : memoryStore();
  const requests: RemoteConfigRequest[] = [];
  const report = vi.fn();
  const client = createRemoteConfigClient({
    store,
    request: async (body) => {
      requests.push(body);
      return (options.answer ?? (async () => ({ attributes: {}, values })))();
    },
    now: () => now,
    minFetchIntervalMs: options.minFetchIntervalMs ?? hour,
    newInstallationId: () => "installation-0001",
    report,
  });
  return { client, requests, report, data, advance: (ms: number) => (now += ms) };
}

describe("remote config states (not fetched, loading, fetched)", () => {
  it("starts not fetched, is loading while it asks, then fetched and activated", async () => {
    let answer: (value: unknown) => void = () => {};
    const { client, requests } = setup({ answer: () => new Promise((resolve) => (answer = resolve)) });
    expect(client.state()).toEqual({ status: "not-fetched", activated: false, values: null });
    const done = client.fetchAndActivate();
    expect(client.state().status).toBe("loading");
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(client.state().status).toBe("loading");
    answer({ attributes: {}, values });
    await expect(done).resolves.toBe(true);
    expect(client.state()).toEqual({ status: "fetched", activated: true, values });
  });

  it("asks once for calls made while loading", async () => {
    const { client, requests } = setup();
    const results = await Promise.all([client.fetchAndActivate(), client.fetchAndActivate()]);
    expect(results).toEqual([true, true]);
    expect(requests).toHaveLength(1);
  });
});

describe("the request (a POST with the installation's patterns)", () => {
  it("creates an installation id once, keeps it, and sends core's A/B and A/B/C patterns of it", async () => {
    const { client, requests, data } = setup({ minFetchIntervalMs: 10 });
    await client.fetchAndActivate();
    expect(data?.get(remoteConfigStorageKeys.installationId)).toBe("installation-0001");
    expect(requests[0]).toEqual({
      installationId: "installation-0001",
      ab_pattern: await abPattern("installation-0001"),
      abc_pattern: await abcPattern("installation-0001"),
    });
  });

  it("reuses a stored installation id", async () => {
    const { store } = memoryStore({ [remoteConfigStorageKeys.installationId]: "kept-installation-id" });
    const { client, requests } = setup({ store });
    await client.fetchAndActivate();
    expect(requests[0]?.installationId).toBe("kept-installation-id");
  });
});

describe("the minimum fetch interval (1 hour in production, 10 ms in development)", () => {
  it.each<[string, number, number, number]>([
    ["production, a minute later: the cached values", hour, 60_000, 1],
    ["production, an hour later: fetched again", hour, hour, 2],
    ["development, 5 ms later: the cached values", 10, 5, 1],
    ["development, 10 ms later: fetched again", 10, 10, 2],
  ])("%s", async (_, minFetchIntervalMs, later, expectedRequests) => {
    const { client, requests, advance } = setup({ minFetchIntervalMs });
    await client.fetchAndActivate();
    advance(later);
    await expect(client.fetchAndActivate()).resolves.toBe(true);
    expect(requests).toHaveLength(expectedRequests);
    expect(client.state()).toEqual({ status: "fetched", activated: true, values });
  });

  it("activates the values cached by an earlier page without asking, within the interval", async () => {
    const { store } = memoryStore();
    await setup({ store }).client.fetchAndActivate();
    const nextPage = setup({ store });
    await expect(nextPage.client.fetchAndActivate()).resolves.toBe(true);
    expect(nextPage.requests).toHaveLength(0);
    expect(nextPage.client.state()).toEqual({ status: "fetched", activated: true, values });
  });

  it("does not use values cached for another installation", async () => {
    const { store } = memoryStore({
      [remoteConfigStorageKeys.installationId]: "kept-installation-id",
      [remoteConfigStorageKeys.cache]: JSON.stringify({
        installationId: "other-installation",
        fetchedAt: 10 * hour,
        values,
      }),
    });
    const { client, requests } = setup({ store });
    await client.fetchAndActivate();
    expect(requests).toHaveLength(1);
  });
});

describe("a failure (reported, treated as not activated)", () => {
  it.each<[string, () => Promise<unknown>]>([
    ["the request fails", () => Promise.reject(new Error("POST /remote-config answered 500"))],
    ["the answer has no values", () => Promise.resolve({ attributes: {} })],
  ])("%s", async (_, answer) => {
    const { client, report } = setup({ answer });
    await expect(client.fetchAndActivate()).resolves.toBe(false);
    expect(client.state()).toEqual({ status: "fetched", activated: false, values: null });
    expect(report).toHaveBeenCalledWith(failureMessage, expect.anything());
  });

  it("is not activated even with older cached values, and is not retried within the interval", async () => {
    const { store } = memoryStore({
      [remoteConfigStorageKeys.installationId]: "kept-installation-id",
      [remoteConfigStorageKeys.cache]: JSON.stringify({ installationId: "kept-installation-id", fetchedAt: 0, values }),
    });
    const { client, requests, advance } = setup({ store, answer: () => Promise.reject(new Error("offline")) });
    await expect(client.fetchAndActivate()).resolves.toBe(false);
    advance(60_000);
    await expect(client.fetchAndActivate()).resolves.toBe(false);
    expect(requests).toHaveLength(1);
    advance(hour);
    await client.fetchAndActivate();
    expect(requests).toHaveLength(2);
  });

  it("survives a store that throws", async () => {
    const store: KeyValueStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const { client, report } = setup({ store });
    await expect(client.fetchAndActivate()).resolves.toBe(false);
    expect(report).toHaveBeenCalled();
  });
});
