import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  /** Milliseconds since the epoch; absent for entries that never expire. */
  expiresAt?: number;
}

type Collection = Map<string, Entry>;

const isLive = (entry: Entry, now: number) => entry.expiresAt === undefined || entry.expiresAt > now;
const epochSeconds = () => Math.floor(Date.now() / 1000);
// Model names come from oidc-provider ("Session", "RefreshToken"…); anything else never names a file.
const isModelName = (name: string) => /^[A-Za-z]+$/.test(name);

/**
 * The provider's sessions, grants, interactions and tokens, kept in memory and written to one JSON
 * file per model in `dir`, so that a restart keeps people signed in. A development provider holds a
 * handful of entries, so rewriting a whole file after a change is cheap; writes are coalesced and
 * serialised, each one atomic (write a temporary file, then rename it over the old one).
 */
export class FileStore {
  readonly #dir: string;
  readonly #collections = new Map<string, Collection>();
  readonly #dirty = new Set<string>();
  readonly #onError: (error: unknown) => void;
  #writing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;

  private constructor(dir: string, onError: (error: unknown) => void) {
    this.#dir = dir;
    this.#onError = onError;
  }

  static async open(dir: string, onError: (error: unknown) => void): Promise<FileStore> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const store = new FileStore(dir, onError);
    const now = Date.now();
    for (const file of await readdir(dir)) {
      const model = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
      if (!isModelName(model)) continue;
      const stored: Record<string, Entry> = JSON.parse(await readFile(join(dir, file), "utf8"));
      const live = Object.entries(stored).filter(([, entry]) => isLive(entry, now));
      store.#collections.set(model, new Map(live));
    }
    return store;
  }

  /** The adapter oidc-provider asks for, once per model. */
  adapterFor(model: string): Adapter {
    if (!isModelName(model)) throw new Error(`unexpected model name ${model}`);
    const find = (predicate: (payload: AdapterPayload) => boolean) => {
      const now = Date.now();
      for (const entry of this.#collection(model).values())
        if (isLive(entry, now) && predicate(entry.payload)) return structuredClone(entry.payload);
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        const expiresAt = typeof expiresIn === "number" ? Date.now() + expiresIn * 1000 : undefined;
        this.#collection(model).set(id, { payload: structuredClone(payload), expiresAt });
        this.#changed(model);
      },
      find: async (id) => {
        const entry = this.#collection(model).get(id);
        return entry && isLive(entry, Date.now()) ? structuredClone(entry.payload) : undefined;
      },
      findByUid: async (uid) => find((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => find((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const entry = this.#collection(model).get(id);
        if (!entry) return;
        entry.payload.consumed = epochSeconds();
        this.#changed(model);
      },
      destroy: async (id) => {
        if (this.#collection(model).delete(id)) this.#changed(model);
      },
      revokeByGrantId: async (grantId) => this.#revokeIn(model, grantId),
    };
  }

  /** Ends a grant everywhere: every token issued under it and the grant itself. */
  async revokeGrant(grantId: string): Promise<void> {
    for (const model of this.#collections.keys()) this.#revokeIn(model, grantId);
    if (this.#collection("Grant").delete(grantId)) this.#changed("Grant");
  }

  /** Writes every pending change; resolves when they are on disk. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // Chained so writes never overlap; a failed write is reported and does not block later ones.
    this.#writing = this.#writing.then(() => this.#writeDirty()).catch(this.#onError);
    return this.#writing;
  }

  close(): Promise<void> {
    return this.flush();
  }

  #collection(model: string): Collection {
    let collection = this.#collections.get(model);
    if (!collection) {
      collection = new Map();
      this.#collections.set(model, collection);
    }
    return collection;
  }

  #revokeIn(model: string, grantId: string) {
    const collection = this.#collection(model);
    for (const [id, entry] of collection)
      if (entry.payload.grantId === grantId) {
        collection.delete(id);
        this.#changed(model);
      }
  }

  #changed(model: string) {
    this.#dirty.add(model);
    // A short delay gathers the several writes of one request (session, grant, code) into one.
    this.#timer ??= setTimeout(() => void this.flush(), 20);
  }

  async #writeDirty() {
    const models = [...this.#dirty];
    this.#dirty.clear();
    const now = Date.now();
    for (const model of models) {
      const collection = this.#collection(model);
      for (const [id, entry] of collection) if (!isLive(entry, now)) collection.delete(id);
      const file = join(this.#dir, `${model}.json`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(Object.fromEntries(collection)), { mode: 0o600 });
      await rename(temporary, file);
    }
  }
}
