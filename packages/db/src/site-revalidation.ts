import {
  developmentDefaults,
  type Env,
  parseEnv,
  portVariable,
  secretVariable,
  urlVariable,
} from "@awd/core/deployment";

// The running site's pages are prerendered: what changes what they show (an import, the desk's
// notices) asks the site to regenerate them, through POST /awd/api/revalidate and its shared secret.

export interface SiteRevalidation {
  url: string;
  secret: string;
}

const siteRevalidationEnv = (productionLike: boolean) => ({
  WEB_PORT: portVariable(developmentDefaults.ports.web),
  WEB_REVALIDATE_URL: urlVariable(undefined),
  REVALIDATE_SECRET: secretVariable("REVALIDATE_SECRET", productionLike),
});

/** A bad or (production-like) missing setting throws a ConfigError naming it. */
export function siteRevalidationFromEnv(env: Env, productionLike: boolean): SiteRevalidation {
  const vars = parseEnv(siteRevalidationEnv(productionLike), env);
  return {
    url: vars.WEB_REVALIDATE_URL ?? `http://127.0.0.1:${vars.WEB_PORT}/awd/api/revalidate`,
    secret: vars.REVALIDATE_SECRET,
  };
}

/** Asks the site to regenerate its pages; says what happened in one line. A site that is not running has nothing stale. */
export async function revalidateSite({ url, secret }: SiteRevalidation): Promise<string> {
  try {
    const response = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${secret}` } });
    return response.ok ? `site pages regenerated (${url})` : `the site refused to regenerate: ${response.status}`;
  } catch {
    return "no running site to regenerate";
  }
}
