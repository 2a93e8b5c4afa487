import { savedIssueCacheName } from "@awd/core/saved-issue-cache";
import { vi } from "vitest";
import { accountKey, type SavedIssueRecord } from "@/offline/saved-issue";

// The browser's Cache Storage of a component test (happy-dom has none), kept in memory: where the
// saving code keeps an issue saved on the device, and where a test puts one saved earlier.

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
}

export class MemoryCacheStorage {
  readonly named = new Map<string, MemoryCache>();
  async has(name: string) {
    return this.named.has(name);
  }
  async open(name: string) {
    const cache = this.named.get(name) ?? new MemoryCache();
    this.named.set(name, cache);
    return cache;
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async keys() {
    return [...this.named.keys()];
  }
}

/** An empty Cache Storage, in place of the browser's for this test. */
export function deviceCaches(): MemoryCacheStorage {
  const storage = new MemoryCacheStorage();
  vi.stubGlobal("caches", storage);
  return storage;
}

/** An issue saved on this device by the account of `email`, as the saving code keeps its record. */
export async function issueSavedBy(storage: MemoryCacheStorage, email: string, record: SavedIssueRecord) {
  const cache = await storage.open(savedIssueCacheName(await accountKey(email)));
  await cache.put(`${window.location.origin}/awd/saved-issue`, Response.json(record));
}
