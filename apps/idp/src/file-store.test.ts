import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileStore } from "./file-store.ts";

describe("FileStore", () => {
  let dir: string;
  const errors: unknown[] = [];
  const open = () => FileStore.open(dir, (error) => errors.push(error));

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "awd-idp-store-"));
    errors.length = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
  });

  it("finds what was stored, as a copy, until it expires", async () => {
    const store = await open();
    const sessions = store.adapterFor("Session");
    await sessions.upsert("s1", { uid: "u1", accountId: "awd|1" }, 60);
    await sessions.upsert("gone", { uid: "u2" }, 0);

    const found = await sessions.find("s1");
    expect(found).toEqual({ uid: "u1", accountId: "awd|1" });
    if (found) found.accountId = "changed";
    expect((await sessions.find("s1"))?.accountId).toBe("awd|1");
    expect(await sessions.findByUid("u1")).toEqual({ uid: "u1", accountId: "awd|1" });
    expect(await sessions.find("gone")).toBeUndefined();
    expect(await sessions.findByUid("u2")).toBeUndefined();
    await store.close();
  });

  it("marks a consumed entry and forgets a destroyed one", async () => {
    const store = await open();
    const codes = store.adapterFor("AuthorizationCode");
    await codes.upsert("c1", { grantId: "g1" }, 60);
    await codes.consume("c1");
    expect((await codes.find("c1"))?.consumed).toEqual(expect.any(Number));
    await codes.destroy("c1");
    expect(await codes.find("c1")).toBeUndefined();
    await store.close();
  });

  it("revokes a grant's tokens in one model, or everywhere with the grant itself", async () => {
    const store = await open();
    const access = store.adapterFor("AccessToken");
    const refresh = store.adapterFor("RefreshToken");
    const grants = store.adapterFor("Grant");
    await access.upsert("a1", { grantId: "g1" }, 60);
    await access.upsert("a2", { grantId: "g2" }, 60);
    await refresh.upsert("r1", { grantId: "g1" }, 60);
    await grants.upsert("g1", { accountId: "awd|1" }, 60);

    await access.revokeByGrantId("g2");
    expect(await access.find("a2")).toBeUndefined();
    expect(await access.find("a1")).toBeDefined();

    await store.revokeGrant("g1");
    expect(await access.find("a1")).toBeUndefined();
    expect(await refresh.find("r1")).toBeUndefined();
    expect(await grants.find("g1")).toBeUndefined();
    await store.close();
  });

  it("keeps live entries across a reopen, one file per model", async () => {
    const first = await open();
    await first.adapterFor("RefreshToken").upsert("r1", { grantId: "g1", accountId: "awd|1" }, 3600);
    await first.adapterFor("Grant").upsert("g1", { accountId: "awd|1" });
    await first.adapterFor("Interaction").upsert("i1", { uid: "i1" }, 0);
    await first.close();
    expect((await readdir(dir)).sort()).toEqual(["Grant.json", "Interaction.json", "RefreshToken.json"]);

    const second = await open();
    expect(await second.adapterFor("RefreshToken").find("r1")).toEqual({ grantId: "g1", accountId: "awd|1" });
    expect(await second.adapterFor("Grant").find("g1")).toEqual({ accountId: "awd|1" });
    expect(await second.adapterFor("Interaction").find("i1")).toBeUndefined();
    await second.close();
  });

  it("refuses a model name that could name another file", async () => {
    const store = await open();
    expect(() => store.adapterFor("../keys")).toThrow(/unexpected model name/);
    await store.close();
  });
});
