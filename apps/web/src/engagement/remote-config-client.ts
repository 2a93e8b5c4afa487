import { type AbcLabel, type AbLabel, abcPattern, abPattern } from "@awd/core/ab-pattern";

// docs/product/remote-config.md#states: not fetched, loading and fetched. The installation's A/B and
// A/B/C patterns come from core's rule on a random installation id kept in the browser; the values
// are fetched with them (a POST) and activated, kept for the minimum fetch interval (1 hour
// in production, 10 ms in development) so a reader's every page does not ask again. A failure is
// reported and leaves the config not activated: no survey, nothing else changes.
// Pure: storage, request, clock and ids are given, so the state machine is tested as it is.

export type RemoteConfigStatus = "not-fetched" | "loading" | "fetched";

export interface RemoteConfigAttributes {
  ab_pattern: AbLabel;
  abc_pattern: AbcLabel;
}

/** The values as the API sends them; their meaning is checked where they are used. */
export type RemoteConfigValues = Record<string, unknown>;

export interface RemoteConfigState {
  status: RemoteConfigStatus;
  /** true when the values below are in force: fetched (or cached) without a failure */
  activated: boolean;
  values: RemoteConfigValues | null;
}

export interface RemoteConfigRequest extends RemoteConfigAttributes {
  installationId: string;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface RemoteConfigDeps {
  store: KeyValueStore;
  /** POST /remote-config; resolves with the answer's data */
  request(body: RemoteConfigRequest): Promise<unknown>;
  now(): number;
  minFetchIntervalMs: number;
  /** a new installation id, 8 to 128 characters of A-Z, a-z, 0-9, _ and - */
  newInstallationId(): string;
  report(message: string, error: unknown): void;
}

export const remoteConfigStorageKeys = { installationId: "awd.installationId", cache: "awd.remoteConfig" } as const;

interface CachedConfig {
  installationId: string;
  fetchedAt: number;
  values: RemoteConfigValues;
}

const installationIdPattern = /^[A-Za-z0-9_-]{8,128}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const failureMessage =
  "Remote config could not be fetched; it is not activated, so no feedback survey shows until the next fetch.";

export interface RemoteConfigClient {
  state(): RemoteConfigState;
  /** Fetches (unless the last fetch is recent enough) and activates; true when values are in force. */
  fetchAndActivate(): Promise<boolean>;
}

export function createRemoteConfigClient(deps: RemoteConfigDeps): RemoteConfigClient {
  let state: RemoteConfigState = { status: "not-fetched", activated: false, values: null };
  let lastAttemptAt: number | undefined;
  let inFlight: Promise<boolean> | undefined;

  const installationId = (): string => {
    const stored = deps.store.getItem(remoteConfigStorageKeys.installationId);
    if (stored && installationIdPattern.test(stored)) return stored;
    const created = deps.newInstallationId();
    deps.store.setItem(remoteConfigStorageKeys.installationId, created);
    return created;
  };

  const cachedFor = (id: string): CachedConfig | undefined => {
    try {
      const cached: unknown = JSON.parse(deps.store.getItem(remoteConfigStorageKeys.cache) ?? "null");
      if (!isRecord(cached) || cached.installationId !== id) return undefined;
      if (typeof cached.fetchedAt !== "number" || !isRecord(cached.values)) return undefined;
      return { installationId: id, fetchedAt: cached.fetchedAt, values: cached.values };
    } catch {
      return undefined;
    }
  };

  const isRecent = (at: number) => deps.now() - at < deps.minFetchIntervalMs;

  const run = async (): Promise<boolean> => {
    try {
      const id = installationId();
      const cached = cachedFor(id);
      if (cached && isRecent(cached.fetchedAt)) {
        lastAttemptAt = cached.fetchedAt;
        state = { status: "fetched", activated: true, values: cached.values };
        return true;
      }
      state = { ...state, status: "loading" };
      const [ab_pattern, abc_pattern] = await Promise.all([abPattern(id), abcPattern(id)]);
      const answer = await deps.request({ installationId: id, ab_pattern, abc_pattern });
      if (!isRecord(answer) || !isRecord(answer.values)) throw new Error("the answer holds no values");
      const fetchedAt = deps.now();
      lastAttemptAt = fetchedAt;
      const entry: CachedConfig = { installationId: id, fetchedAt, values: answer.values };
      deps.store.setItem(remoteConfigStorageKeys.cache, JSON.stringify(entry));
      state = { status: "fetched", activated: true, values: answer.values };
      return true;
    } catch (error) {
      lastAttemptAt = deps.now();
      deps.report(failureMessage, error);
      state = { status: "fetched", activated: false, values: null };
      return false;
    }
  };

  return {
    state: () => state,
    fetchAndActivate() {
      if (inFlight) return inFlight;
      if (state.status === "fetched" && lastAttemptAt !== undefined && isRecent(lastAttemptAt))
        return Promise.resolve(state.activated);
      inFlight = run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
