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

/**
 * Asks the site to regenerate its pages (in every process, and in its caching front for the pages
 * that list articles and those of the articles written); says what happened in one line. A site that
 * is not running has nothing stale.
 */
export async function revalidateSite({ url, secret }: SiteRevalidation, articleIds: number[] = []): Promise<string> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify({ articleIds }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      data?: { refreshedPages?: number };
    };
    if (!response.ok)
      return `the site could not regenerate its pages: ${response.status} ${answer.message ?? ""}`.trim();
    const refreshed = answer.data?.refreshedPages;
    return `site pages regenerated (${url})${refreshed === undefined ? "" : `, ${refreshed} page(s) fetched again by the front`}`;
  } catch {
    return "no running site to regenerate";
  }
}
