import { z } from "zod";

// How every process (api, idp, web server, npm start, the desk) reads its environment: the
// development defaults in one place, one rule for "production-like", one plain line per bad value.

/** A setting the process cannot start with; its message is the one line the operator reads. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** What `npm ci && npm start` runs with when nothing is set. */
export const developmentDefaults = {
  ports: { web: 3000, api: 3001, idp: 3002 },
  apiAudience: "https://api.awd.local/",
  clientId: "awd-web",
  /** Signed static file URLs stay valid this long (6 h): a paid file outlives its page's render. */
  staticUrlTtlSeconds: 6 * 60 * 60,
  eventRetentionDays: 90,
  popularContentIds: "105,905,2405,1105,605,2305,1905,305,2605,1805,705,2705",
  secrets: {
    STATIC_URL_SECRET: "awd-development-static-url-secret",
    INTERNAL_API_SECRET: "awd-development-internal-secret",
    REVALIDATE_SECRET: "awd-dev-revalidate",
  },
} as const;

export type SecretName = keyof typeof developmentDefaults.secrets;

/** A production secret shorter than this is refused: 32 random characters are out of guessing's reach. */
export const minimumSecretLength = 32;

export type Env = Readonly<Record<string, string | undefined>>;

const productionLikeWhy = "a production-like deployment (NODE_ENV=production or AWD_DEMO=off)";

/**
 * Production-like: AWD_DEMO=off, or NODE_ENV=production unless AWD_DEMO=on says otherwise. Next.js
 * sets NODE_ENV=production for every `next start`, so the demo launcher (npm start) passes AWD_DEMO=on.
 * A production-like process never uses a development secret and holds no demo data.
 */
export function isProductionLike(env: Env): boolean {
  const demo = env.AWD_DEMO;
  if (demo === "off") return true;
  if (demo === "on") return false;
  if (demo !== undefined && demo !== "") throw new ConfigError(`AWD_DEMO must be "on" or "off", got "${demo}"`);
  return env.NODE_ENV === "production";
}

const unset = (value: unknown) => (value === "" ? undefined : value);

/** A port variable; 0 (a free port chosen by the system) only where allowZero says so. */
export const portVariable = (fallback: number, { allowZero = false } = {}) => {
  const message = `must be a port number (${allowZero ? 0 : 1}-65535)`;
  return z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .refine((n) => n >= (allowZero ? 0 : 1) && n <= 65535, message)
      .default(fallback),
  );
};

/** A whole number of something (seconds, days) from min up; unset gives the fallback. */
export const countVariable = <T extends number | undefined>(fallback: T, unit: string, min = 0) =>
  z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, `must be a whole number of ${unit}`)
      .transform(Number)
      .refine((n) => n >= min, `must be at least ${min} ${unit}`)
      .optional()
      .transform((n): number | T => n ?? fallback),
  );

/** A comma-separated list; blanks dropped. */
export const listVariable = (fallback = "") =>
  z.preprocess(
    unset,
    z
      .string()
      .default(fallback)
      .transform((list) =>
        list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  );

/** Free text; unset gives the fallback. */
export const textVariable = (fallback: string) => z.preprocess(unset, z.string().default(fallback));

/** Text that may stay unset. */
export const optionalTextVariable = () => z.preprocess(unset, z.string().optional());

/** One of a few words, in any case; unset gives the fallback. */
export const choiceVariable = <const T extends readonly [string, ...string[]]>(choices: T, fallback: T[number]) =>
  z.preprocess(
    (value) => (typeof value === "string" && value !== "" ? value.toLowerCase() : undefined),
    z.enum(choices, `must be one of ${choices.join(", ")}`).default(fallback),
  );

/** A URL; unset gives the fallback (which may be undefined). */
export const urlVariable = <T extends string | undefined>(fallback: T) =>
  z.preprocess(unset, z.url("must be an absolute URL").optional()).transform((url) => url ?? fallback);

/**
 * A public address that outside production-like deployments falls back to the local one (undefined
 * here, the caller's fallback); in a production-like one it must be set, because a guess would leave
 * the machine in feeds, redirects and partners' links pointing at one process's port.
 */
export const publicUrlVariable = (productionLike: boolean) =>
  z.preprocess(
    unset,
    z
      .url("must be an absolute URL")
      .optional()
      .transform((url, context) => {
        if (url !== undefined || !productionLike) return url;
        context.addIssue({
          code: "custom",
          message: `is not set: ${productionLikeWhy} writes it into what leaves the machine (feed, file and partner links), so it must name the public address`,
        });
        return z.NEVER;
      }),
  );

/**
 * A secret: outside production-like deployments its development value when unset; in a
 * production-like one it must be set, not a development value, and at least 32 characters long.
 */
export const secretVariable = (name: SecretName, productionLike: boolean) =>
  z.preprocess(
    unset,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (!productionLike) return value ?? developmentDefaults.secrets[name];
        const problem =
          value === undefined
            ? "is not set"
            : Object.values<string>(developmentDefaults.secrets).includes(value)
              ? "is a development value"
              : value.length < minimumSecretLength
                ? `is too short (${value.length} characters)`
                : undefined;
        if (problem === undefined) return value as string;
        context.addIssue({
          code: "custom",
          message: `${problem}: ${productionLikeWhy} needs a secret of its own of at least ${minimumSecretLength} characters`,
        });
        return z.NEVER;
      }),
  );

/**
 * Parses the environment with one schema per variable name. The first problem becomes a
 * ConfigError of one line naming the variable (the value is quoted, except a secret's).
 */
export function parseEnv<Shape extends z.ZodRawShape>(shape: Shape, env: Env): z.output<z.ZodObject<Shape>> {
  const parsed = z.object(shape).safeParse(env);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const name = String(issue?.path[0] ?? "the environment");
  const value = env[name];
  const shown = value === undefined || value === "" || name.endsWith("SECRET") ? "" : `, got "${value}"`;
  throw new ConfigError(`${name} ${issue?.message ?? "is not valid"}${shown}`);
}

export interface StackPorts {
  web: number;
  api: number;
  idp: number;
}

/** Where the parts of a stack on one machine reach each other, from their ports. */
export const localUrls = (ports: StackPorts) => ({
  /** The API as the web server and the identity provider call it (loopback). */
  api: `http://127.0.0.1:${ports.api}`,
  /** The API as a reader's browser on this machine calls it. */
  browserApi: `http://localhost:${ports.api}`,
  webOrigin: `http://localhost:${ports.web}`,
  idpOrigin: `http://localhost:${ports.idp}`,
});

/**
 * Reads a process's configuration at start. A ConfigError ends the process with its one line,
 * prefixed with the process's name, instead of a stack trace; anything else is a bug and is thrown.
 */
export function configOrExit<T>(processName: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${processName}: ${error.message}`);
    process.exit(1);
  }
}

/**
 * The header by which the site asks its caching front to fetch a page again and keep the new copy;
 * its value is REVALIDATE_SECRET, so no one else can make the front bypass its cache.
 */
export const frontRefreshHeader = "x-awd-refresh";
