import { generateKeyPair, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { JWK, JWKS } from "oidc-provider";

/** The provider's secrets: the RS256 signing key and the keys that sign its cookies. */
export interface IdpKeys {
  jwks: JWKS;
  cookieKeys: string[];
}

const generateRsaKeyPair = promisify(generateKeyPair);

async function createKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateRsaKeyPair("rsa", { modulusLength: 2048 });
  const jwk: JWK = { ...privateKey.export({ format: "jwk" }), kid: randomBytes(12).toString("base64url") };
  return {
    jwks: { keys: [{ ...jwk, alg: "RS256", use: "sig" }] },
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
}

function isIdpKeys(value: unknown): value is IdpKeys {
  if (typeof value !== "object" || value === null) return false;
  const { jwks, cookieKeys } = value as Partial<IdpKeys>;
  return (
    Array.isArray(jwks?.keys) &&
    jwks.keys.some((key) => key.kty === "RSA" && typeof key.d === "string") &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === "string")
  );
}

async function readKeys(file: string): Promise<IdpKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const stored: unknown = JSON.parse(text);
  if (!isIdpKeys(stored)) throw new Error(`${file} holds no RSA signing key; delete it to have a new one made`);
  return stored;
}

/**
 * Reads `keys.json` in the data folder, creating it on first start. Keeping the key means tokens
 * and the JWKS the API caches stay valid across restarts; keeping the cookie keys keeps sessions.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<IdpKeys> {
  const file = join(dataDir, "keys.json");
  const existing = await readKeys(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    // "wx" fails when the file exists, so two processes starting together never overwrite each other.
    await writeFile(file, JSON.stringify(await createKeys()), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = await readKeys(file);
  if (!created) throw new Error(`${file} could not be written`);
  return created;
}
