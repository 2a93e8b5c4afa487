import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { basePath, siteApiPath } from "@awd/core/base-path";
import { isAddressOrRange } from "@awd/core/client-address";
import { databaseOutage, requestBodyMaxBytes } from "@awd/core/constants";
import { pagedListPaths, pageQueryReaders } from "@awd/core/page-query";
import type { Part } from "./stack.ts";

// The caching front of start:prod: deploy/nginx.conf filled in for one machine, run by Debian's
// nginx in the foreground so that the stack supervises it like any other part.

export interface FrontPlan {
  /** Where nginx keeps its pid, log, temporary files and caches. */
  runDir: string;
  /** The address the front listens on for readers: loopback unless the operator opens it. */
  listenAddress: string;
  sitePort: number;
  apiPort: number;
  /** The uncached door to the API processes, for the web processes. */
  apiInternalPort: number;
  webPorts: number[];
  apiPorts: number[];
  webStaticDir: string;
  imagesDir: string;
  revalidateSecret: string;
  /**
   * The CDN or load balancer in front of the front, if any: the addresses or ranges it connects
   * from, and the header in which it names the client. Unset, the peer of a connection is the client.
   */
  realIp?: RealIp;
}

export interface RealIp {
  trustedProxies: readonly string[];
  header: string;
}

/**
 * The front's proxies from FRONT_TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated) and
 * FRONT_REAL_IP_HEADER (default X-Forwarded-For); undefined when no proxy is named.
 */
export function realIpFromEnv(env: NodeJS.ProcessEnv): RealIp | undefined {
  const trustedProxies = (env.FRONT_TRUSTED_PROXIES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trustedProxies.length === 0) return undefined;
  return { trustedProxies, header: env.FRONT_REAL_IP_HEADER?.trim() || "X-Forwarded-For" };
}

/**
 * nginx's realip settings: $remote_addr becomes the client the trusted proxies name. With
 * X-Forwarded-For, its hops are read from the right past every trusted one (real_ip_recursive), as
 * the API reads its own (packages/core/src/platform/client-address.ts).
 */
function realIpSettings(realIp: RealIp | undefined): string {
  if (!realIp) return "";
  for (const proxy of realIp.trustedProxies)
    if (!isAddressOrRange(proxy))
      throw new Error(`FRONT_TRUSTED_PROXIES: ${JSON.stringify(proxy)} is not an IP address or a CIDR range`);
  if (!/^[A-Za-z0-9-]{1,64}$/.test(realIp.header))
    throw new Error(`FRONT_REAL_IP_HEADER: ${JSON.stringify(realIp.header)} is not a header name`);
  return [
    ...realIp.trustedProxies.map((proxy) => `set_real_ip_from ${proxy};`),
    `real_ip_header ${realIp.header};`,
    "real_ip_recursive on;",
  ].join("\n  ");
}

const brotliModules = [
  "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
];

const brotliSettings =
  "brotli on; brotli_comp_level 5; brotli_types text/css text/plain text/xml application/javascript application/json application/xml application/rss+xml application/manifest+json image/svg+xml text/x-component;";

/** Where nginx's program is: NGINX_BIN, or Debian's. */
export const nginxPath = (env: NodeJS.ProcessEnv = process.env) => env.NGINX_BIN || "/usr/sbin/nginx";

function nginxBin(env: NodeJS.ProcessEnv): string {
  const bin = nginxPath(env);
  if (!existsSync(bin))
    throw new Error(`start:prod needs nginx at ${bin} (Debian: apt-get install nginx; or set NGINX_BIN)`);
  return bin;
}

/**
 * What the front tells a web process in every location that sets headers of its own (nginx then
 * inherits none from the http block): a kept-alive connection, the client's address, and never the
 * refresh header a client sent. The Host stays the upstream's name: no page is kept under a host.
 */
const proxyHeaders = ['Connection ""', "X-Forwarded-For $remote_addr", "X-Forwarded-Proto $scheme", 'X-AWD-Refresh ""']
  .map((header) => `proxy_set_header ${header};`)
  .join("\n      ");

// max_fails=0: a process is never taken out of rotation for one failed request (a client's broken
// upload, one slow answer); a process that is down refuses at once and the next one is asked.
const servers = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join("\n    ");

/**
 * The maps that give $awd_page_uri, the URL a page is kept under and asked for: its path and the
 * query parameters its reader reads (core's pageQueryReaders, as pageCacheUri keeps them), and
 * $awd_whole_with_query, 1 for a URL asked for as it came with a query (never kept); $awd_slashless,
 * a path under the base path ending in "/" without it, as the client sent it.
 */
export function pageQueryMaps(): string {
  const readerOf = [
    `"${basePath}" home;`,
    ...pagedListPaths.map((path) => `"${basePath}/${path}" list;`),
    `"${basePath}/_next/image" image;`,
    `"${basePath}/search" search;`,
    `"~/$" whole;`,
    `"~^${basePath}/static/" file;`,
    `"~^${basePath}/" page;`,
    "default whole;",
  ];
  const kept = Object.entries(pageQueryReaders).flatMap(([reader, parameters]) =>
    parameters.map(({ name, values }) => {
      const variable = `awd_q_${reader}_${name}`;
      return {
        variable,
        map: [
          `map "$awd_query_reader?$args" $${variable} {`,
          `    "~^${reader}\\?(?:.*&)?${name}=(?<${variable}_v>${values})(?:&|$)" "${name}=$${variable}_v&";`,
          `    default "";`,
          "  }",
        ].join("\n"),
      };
    }),
  );
  const keptPairs = kept.map((k) => `$${k.variable}`).join("");
  return [
    "map $request_uri $awd_request_path {",
    '    "~^(?<awd_path>[^?]*)" $awd_path;',
    "  }",
    "map $awd_request_path $awd_query_reader {",
    ...readerOf.map((line) => `    ${line}`),
    "  }",
    ...kept.map((k) => k.map),
    `map "${keptPairs}" $awd_kept_query {`,
    '    "" "";',
    '    "~^(?<awd_kept>.*)&$" "?$awd_kept";',
    "  }",
    // A navigation's answer is asked for with the parameters its page reads and the router's hash of
    // its headers (_rsc, which Next.js checks against them), or as it came when it has no such hash.
    "map $args $awd_rsc_hash {",
    `    "~(?:^|&)_rsc=(?<awd_rsc_hash_v>${rscHashPattern})(?:&|$)" $awd_rsc_hash_v;`,
    '    default "";',
    "  }",
    `map "$awd_rsc_hash:${keptPairs}" $awd_rsc_uri {`,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's braces, a variable followed by letters
    '    "~^(?<awd_rsc_h>[^:]+):(?<awd_rsc_p>.*)$" "$awd_request_path?${awd_rsc_p}_rsc=$awd_rsc_h";',
    "    default $request_uri;",
    "  }",
    'map "$awd_navigation$awd_query_reader" $awd_page_uri {',
    `    "~^0(?:${[...Object.keys(pageQueryReaders), "page"].join("|")})$" "$awd_request_path$awd_kept_query";`,
    `    "~^1(?:${rscReaders.join("|")})$" $awd_rsc_uri;`,
    "    default $request_uri;",
    "  }",
    "map $awd_request_path $awd_slashless {",
    `    "~^(?<awd_slashless_path>${basePath}.*?)/+$" $awd_slashless_path;`,
    '    default "";',
    "  }",
    'map "$awd_query_reader$is_args" $awd_whole_with_query {',
    '    "whole?" 1;',
    "    default 0;",
    "  }",
  ]
    .join("\n")
    .replaceAll(/^map /gm, "  map ");
}

/** The router's hash of a navigation's headers (`_rsc`): 16 URL-safe characters, 5 to 7 in its older form. */
export const rscHashPattern = "[0-9A-Za-z_-]{1,32}";

/** The pages whose navigations (RSC) the front may keep: the lists and every other page; never a file, the image optimiser or a search. */
const rscReaders = ["home", "list", "page"];

/** The longest secret the front's map of the refresh header holds (map_hash_bucket_size in deploy/nginx.conf). */
export const frontSecretMaxLength = 128;

/** deploy/nginx.conf with every placeholder filled in; brotli only where Debian's module is installed. */
export function renderFrontConfig(template: string, plan: FrontPlan, brotli = brotliModules.every(existsSync)): string {
  if (!/^[\x21-\x7e]+$/.test(plan.revalidateSecret) || plan.revalidateSecret.includes('"'))
    throw new Error("REVALIDATE_SECRET must be printable ASCII without spaces or quotes to be written into nginx.conf");
  if (plan.revalidateSecret.length > frontSecretMaxLength)
    throw new Error(
      `REVALIDATE_SECRET must be at most ${frontSecretMaxLength} characters to be written into nginx.conf`,
    );
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? brotliModules.map((m) => `load_module ${m};`).join("\n") : "",
    BROTLI: brotli ? brotliSettings : "",
    RUN_DIR: plan.runDir,
    MIME_TYPES: "/etc/nginx/mime.types",
    WEB_SERVERS: servers(plan.webPorts),
    API_SERVERS: servers(plan.apiPorts),
    REVALIDATE_SECRET: plan.revalidateSecret,
    PAGE_QUERY_MAPS: pageQueryMaps().trimStart(),
    PROXY_HEADERS: proxyHeaders,
    REAL_IP: realIpSettings(plan.realIp),
    API_BODY_MAX: `${requestBodyMaxBytes / 1024}k`,
    API_RETRY_AFTER: String(databaseOutage.retryAfterSeconds),
    SITE_API_PATH: siteApiPath,
    API_BODY_MAX_TEXT: `${requestBodyMaxBytes / 1024} KB`,
    SITE_LISTEN: `${plan.listenAddress}:${plan.sitePort}`,
    API_LISTEN: `${plan.listenAddress}:${plan.apiPort}`,
    API_INTERNAL_LISTEN: `127.0.0.1:${plan.apiInternalPort}`,
    WEB_STATIC_DIR: plan.webStaticDir,
    IMAGES_DIR: plan.imagesDir,
  };
  return template.replaceAll(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for {{${name}}}`);
    return value;
  });
}

/**
 * Writes the filled-in config into the run directory; the front as a part of the stack. It starts
 * with an empty cache: pages kept from an earlier run may name the files of an earlier build.
 */
export function frontPart(template: string, plan: FrontPlan, env: NodeJS.ProcessEnv): Part {
  rmSync(join(plan.runDir, "cache"), { recursive: true, force: true });
  mkdirSync(join(plan.runDir, "cache"), { recursive: true });
  const config = join(plan.runDir, "nginx.conf");
  writeFileSync(config, renderFrontConfig(template, plan), { mode: 0o600 });
  return {
    name: "front",
    command: nginxBin(env),
    args: ["-p", plan.runDir, "-c", config, "-g", "daemon off;"],
    env,
    readyUrl: `http://127.0.0.1:${plan.apiPort}/series`,
  };
}

export const readFrontTemplate = (repoRoot: string) => readFileSync(join(repoRoot, "deploy/nginx.conf"), "utf8");
