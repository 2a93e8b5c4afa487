import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { basePath, siteApiPath } from "@awd/core/base-path";
import { databaseOutage, requestBodyMaxBytes } from "@awd/core/constants";
import { frontRefreshHeader } from "@awd/core/deployment";
import { pageCacheUri } from "@awd/core/page-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FrontPlan,
  frontSecretMaxLength,
  nginxPath,
  readFrontTemplate,
  realIpFromEnv,
  renderFrontConfig,
} from "./front.ts";
import { freePort, repoRoot } from "./stack.ts";

const plan: FrontPlan = {
  runDir: "/var/tmp/awd-front-test",
  listenAddress: "127.0.0.1",
  sitePort: 3000,
  apiPort: 3001,
  apiInternalPort: 3019,
  webPorts: [3010, 3011],
  apiPorts: [3020, 3021],
  webStaticDir: "/srv/awd/apps/web/.next/static",
  imagesDir: "/srv/awd/content/media/images",
  revalidateSecret: "s".repeat(40),
};
const template = readFrontTemplate(repoRoot);

describe("renderFrontConfig: deploy/nginx.conf for one machine", () => {
  const config = renderFrontConfig(template, plan, true);

  it("leaves no placeholder", () => {
    expect(config).not.toMatch(/\{\{/);
  });

  it("puts every web and API process behind the front, and the API's loopback door on 127.0.0.1 only", () => {
    expect(config).toContain("server 127.0.0.1:3010 max_fails=0;\n    server 127.0.0.1:3011 max_fails=0;");
    expect(config).toContain("server 127.0.0.1:3020 max_fails=0;\n    server 127.0.0.1:3021 max_fails=0;");
    expect(config).toContain("listen 127.0.0.1:3019;");
  });

  it("bypasses the cache for the site's refresh header with its secret, the header the site sends", () => {
    expect(config).toContain(`map $http_${frontRefreshHeader.replaceAll("-", "_")} $awd_refresh`);
    expect(config).toContain(`"${plan.revalidateSecret}" 1;`);
  });

  it("sends one operator's weekly import to one API process, with room for the zip and its progress unbuffered", () => {
    const upstream = config.slice(config.indexOf("upstream awd_api_import"));
    expect(upstream).toMatch(
      /^upstream awd_api_import \{\s+hash \$http_authorization consistent;\s+server 127\.0\.0\.1:3020 max_fails=0;/,
    );
    const location = config.slice(
      config.indexOf("location /desk/imports"),
      config.indexOf("location /desk/imports") + 300,
    );
    expect(location).toContain("client_max_body_size 200m;");
    expect(location).toContain("proxy_buffering off;");
    expect(location).toContain("proxy_pass http://awd_api_import;");
  });

  it.each([
    [true, true],
    [false, false],
  ])("with Debian's brotli module installed %s, compresses with brotli %s", (installed, used) => {
    const rendered = renderFrontConfig(template, plan, installed);
    expect(rendered.includes("load_module")).toBe(used);
    expect(rendered.includes("brotli on;")).toBe(used);
    expect(rendered).toContain("gzip on;");
  });

  it("refuses at the API's door what the API refuses, with the API's error body; the import keeps its own limit", () => {
    const door = config.slice(config.indexOf("listen 127.0.0.1:3001;"), config.indexOf("location /internal/"));
    expect(door).toContain(`client_max_body_size ${requestBodyMaxBytes / 1024}k;`);
    expect(door).toContain('"message":"A request body is at most 64 KB","status_code":413');
  });

  it("never holds a search behind the cache lock, and keeps search results in a cache of their own", () => {
    const search = config.slice(config.indexOf("location = /awd/search {"));
    const location = search.slice(0, search.indexOf("}"));
    expect(location).not.toMatch(/proxy_cache_lock/);
    expect(location).toContain("proxy_cache awd_search;");
  });

  it("compresses the React Server Components payloads of navigations", () => {
    expect(config).toMatch(/gzip_types [^;]*text\/x-component/);
    expect(config).toMatch(/brotli_types [^;]*text\/x-component/);
  });

  it("answers one byte range a request at most, so many ranges cannot make an answer larger than its file", () => {
    expect(config).toMatch(/^\s*max_ranges 1;$/m);
  });

  it.each(['with"quote', "with space", "", "s".repeat(frontSecretMaxLength + 1)])(
    "refuses a secret nginx.conf cannot hold: %j",
    (secret) => {
      expect(() => renderFrontConfig(template, { ...plan, revalidateSecret: secret })).toThrow("REVALIDATE_SECRET");
    },
  );

  it("takes the peer of a connection for the client when no proxy is named", () => {
    expect(config).not.toContain("real_ip");
  });
});

describe("the client's address behind a CDN or a load balancer (FRONT_TRUSTED_PROXIES)", () => {
  it.each([
    [{}, undefined],
    [{ FRONT_TRUSTED_PROXIES: " " }, undefined],
    [
      { FRONT_TRUSTED_PROXIES: "173.245.48.0/20, 2400:cb00::/32" },
      { trustedProxies: ["173.245.48.0/20", "2400:cb00::/32"], header: "X-Forwarded-For" },
    ],
    [
      { FRONT_TRUSTED_PROXIES: "10.0.0.7", FRONT_REAL_IP_HEADER: "CF-Connecting-IP" },
      { trustedProxies: ["10.0.0.7"], header: "CF-Connecting-IP" },
    ],
  ])("%j names %j", (env, realIp) => {
    expect(realIpFromEnv(env)).toEqual(realIp);
  });

  it("has nginx read the client from the header, past every trusted proxy", () => {
    const realIp = { trustedProxies: ["173.245.48.0/20", "2400:cb00::/32"], header: "CF-Connecting-IP" };
    const config = renderFrontConfig(template, { ...plan, realIp }, true);
    expect(config).toContain(
      "set_real_ip_from 173.245.48.0/20;\n  set_real_ip_from 2400:cb00::/32;\n  real_ip_header CF-Connecting-IP;\n  real_ip_recursive on;",
    );
  });

  it.each([
    [{ trustedProxies: ["cdn.example.com"], header: "X-Forwarded-For" }, "FRONT_TRUSTED_PROXIES"],
    [{ trustedProxies: ["10.0.0.0/8; deny all"], header: "X-Forwarded-For" }, "FRONT_TRUSTED_PROXIES"],
    [{ trustedProxies: ["10.0.0.0/8"], header: "X-Real-IP; allow all" }, "FRONT_REAL_IP_HEADER"],
  ])("refuses what nginx.conf must not hold: %j", (realIp, variable) => {
    expect(() => renderFrontConfig(template, { ...plan, realIp })).toThrow(variable);
  });
});

describe.skipIf(!existsSync(nginxPath()))("the client's address the API is sent, with Debian's nginx", () => {
  let runDir = "";
  let api: Server | undefined;
  const fronts: ChildProcess[] = [];
  /** The API door of a front trusting 127.0.0.1 as its CDN, and of one trusting no proxy. */
  const doors = { behindCdn: "", alone: "" };

  async function startFront(name: string, apiPort: number, realIp: FrontPlan["realIp"]): Promise<string> {
    const dir = join(runDir, name);
    mkdirSync(join(dir, "images"), { recursive: true });
    mkdirSync(join(dir, "cache"));
    const [sitePort, doorPort, internalPort] = [await freePort(), await freePort(), await freePort()];
    const config = join(dir, "nginx.conf");
    writeFileSync(
      config,
      renderFrontConfig(template, {
        ...plan,
        runDir: dir,
        imagesDir: join(dir, "images"),
        sitePort,
        apiPort: doorPort,
        apiInternalPort: internalPort,
        webPorts: [await freePort()],
        apiPorts: [apiPort],
        realIp,
      }),
    );
    fronts.push(spawn(nginxPath(), ["-p", dir, "-c", config, "-g", "daemon off;"], { stdio: "ignore" }));
    const door = `http://127.0.0.1:${doorPort}`;
    for (let tries = 0; tries < 50; tries++) {
      if (
        await fetch(`${door}/events`, { method: "POST" }).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    return door;
  }

  beforeAll(async () => {
    runDir = mkdtempSync(join(tmpdir(), "awd-front-real-ip-"));
    // nginx started by root runs its workers as nobody, who must reach the cache and temporary files.
    chmodSync(runDir, 0o755);
    const apiPort = await freePort();
    // A stand-in API process answering with the X-Forwarded-For it was sent.
    api = createServer((request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ forwardedFor: request.headers["x-forwarded-for"] ?? null }));
    }).listen(apiPort, "127.0.0.1");
    doors.behindCdn = await startFront("behind-cdn", apiPort, {
      trustedProxies: ["127.0.0.1"],
      header: "X-Forwarded-For",
    });
    doors.alone = await startFront("alone", apiPort, undefined);
  });
  afterAll(() => {
    for (const front of fronts) front.kill("SIGTERM");
    api?.close();
    rmSync(runDir, { recursive: true, force: true });
  });

  const forwardedFor = async (door: string, header?: string) => {
    const answer = await fetch(`${door}/events`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(header ? { "x-forwarded-for": header } : {}) },
      body: "{}",
    });
    return ((await answer.json()) as { forwardedFor: string | null }).forwardedFor;
  };

  it("sends the reader's address the CDN names, not the CDN's, to the API", async () => {
    expect(await forwardedFor(doors.behindCdn, "198.51.100.7")).toBe("198.51.100.7");
    // A client's own made-up hop before the CDN's is not believed: the CDN appended the real peer.
    expect(await forwardedFor(doors.behindCdn, "10.9.9.9, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("without a trusted proxy, sends the connection's peer, whatever the client claims", async () => {
    expect(await forwardedFor(doors.alone, "198.51.100.7")).toBe("127.0.0.1");
  });
});

describe.skipIf(!existsSync(nginxPath()))("Debian's nginx", () => {
  // 64 characters is what `openssl rand -hex 32` makes; nginx once refused it (map_hash_bucket_size).
  it.each([40, 64, frontSecretMaxLength])(
    "accepts the rendered config with a secret of %i characters (nginx -t)",
    (length) => {
      const runDir = mkdtempSync(join(tmpdir(), "awd-front-"));
      try {
        const images = join(runDir, "images");
        mkdirSync(images);
        mkdirSync(join(runDir, "cache"));
        const config = join(runDir, "nginx.conf");
        writeFileSync(
          config,
          renderFrontConfig(template, { ...plan, runDir, imagesDir: images, revalidateSecret: "a".repeat(length) }),
        );
        const check = spawnSync(nginxPath(), ["-t", "-p", runDir, "-c", config], { encoding: "utf8" });
        expect(check.stderr).toContain("test is successful");
        expect(check.status).toBe(0);
      } finally {
        rmSync(runDir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!existsSync(nginxPath()))(
  "the front's page cache key, with Debian's nginx before a stand-in web process",
  () => {
    const asked: string[] = [];
    /** The headers of each request the web process was asked, beside `asked`. */
    const askedHeaders: IncomingHttpHeaders[] = [];
    let runDir = "";
    let site = "";
    let web: Server | undefined;
    let nginx: ChildProcess | undefined;
    let apiDoor = "";

    beforeAll(async () => {
      runDir = mkdtempSync(join(tmpdir(), "awd-front-keys-"));
      // nginx started by root runs its workers as nobody, who must reach the cache and temporary files.
      chmodSync(runDir, 0o755);
      mkdirSync(join(runDir, "images"));
      mkdirSync(join(runDir, "cache"));
      const [webPort, sitePort, apiPort, apiInternalPort] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      // Pages and navigations as the site answers them: shared (s-maxage) but for a path naming
      // "private" and the search results, which Next.js marks private; a navigation's answer names
      // the headers it was asked with. A search for "slow" takes 300 ms.
      web = createServer(async (request, response) => {
        asked.push(request.url ?? "");
        askedHeaders.push(request.headers);
        const path = request.url ?? "";
        const shared = !path.includes("private") && !path.startsWith("/awd/search");
        const buildFile = /^\/awd\/(?:serwist\/sw\.js|icon\.svg)/.test(path);
        response.setHeader(
          "cache-control",
          buildFile
            ? "public, max-age=0, must-revalidate"
            : shared
              ? "public, s-maxage=60"
              : "private, no-cache, no-store",
        );
        if (path.includes("q=slow")) await new Promise((wait) => setTimeout(wait, 300));
        if (request.headers.rsc === undefined) return response.end(request.url);
        response.setHeader("content-type", "text/x-component");
        const h = request.headers;
        const named = [h.rsc, h["next-router-prefetch"], h["next-router-segment-prefetch"], h["next-url"]];
        response.end(`${request.url}|${named.join("|")}|${h["next-router-state-tree"] ?? ""}|${"x".repeat(1024)}`);
      }).listen(webPort, "127.0.0.1");
      const config = join(runDir, "nginx.conf");
      writeFileSync(
        config,
        renderFrontConfig(template, {
          ...plan,
          runDir,
          imagesDir: join(runDir, "images"),
          sitePort,
          apiPort,
          apiInternalPort,
          webPorts: [webPort],
          // No API process listens: every one is down, as while they all restart.
          apiPorts: [await freePort()],
        }),
      );
      nginx = spawn(nginxPath(), ["-p", runDir, "-c", config, "-g", "daemon off;"], { stdio: "ignore" });
      site = `http://127.0.0.1:${sitePort}`;
      apiDoor = `http://127.0.0.1:${apiPort}`;
      for (let tries = 0; tries < 50; tries++) {
        const up = await fetch(`${site}/awd/up`).then(
          () => true,
          () => false,
        );
        if (up) break;
        await new Promise((wait) => setTimeout(wait, 100));
      }
    });
    afterAll(() => {
      nginx?.kill("SIGTERM");
      web?.close();
      rmSync(runDir, { recursive: true, force: true });
    });

    // Each request twice: the web process is asked for exactly the URL core's pageCacheUri keeps, once.
    it.each([
      "/awd/news-topics/120?cb=1",
      "/awd/news-topics/121?utm_source=x&awdAllianceToken=t",
      "/awd?awdAllianceToken=t&page=2&level=beginner&category=News",
      "/awd/login/callback?code=c&state=s",
      "/awd/audios?page=3&page=x&category=News",
      "/awd?PAGE=2&page=0",
      `/awd/static/print/a.pdf?cb=1&expires=1796000000&signature=${"a".repeat(64)}`,
      "/awd/_next/image?w=640&url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F1.jpg&q=75&cb=2",
      "/awd/news%2Dtopics/122?x=%0d%0a",
    ])("%s", async (uri) => {
      const kept = pageCacheUri(uri, basePath);
      asked.length = 0;
      const first = await fetch(`${site}${uri}`);
      const second = await fetch(`${site}${uri}`);
      expect(await first.text()).toBe(kept);
      expect(await second.text()).toBe(kept);
      expect(second.headers.get("x-cache-status")).toBe("HIT");
      expect(asked).toEqual([kept]);
    });

    it.each([
      ["/awd/", "/awd"],
      ["/awd/?page=2&x=%0d%0aSet-Cookie:a", "/awd?page=2&x=%0d%0aSet-Cookie:a"],
      ["/awd/news-topics/120/?cb=1", "/awd/news-topics/120?cb=1"],
    ])("%s is redirected to %s by the front itself, as the client wrote it", async (uri, location) => {
      asked.length = 0;
      const answer = await fetch(`${site}${uri}`, { redirect: "manual" });
      expect(answer.status).toBe(308);
      expect(answer.headers.get("location")).toBe(location);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(asked).toEqual([]);
    });

    // docs/adr/017: a reader's page reaches the API on the site's origin, never through a web process.
    it.each([
      ["GET", "/reader/after-paint?ids=1,2"],
      ["POST", "/reading/articles/1/opened"],
    ])("on the site's origin, %s %s goes to the API (503 with none answering)", async (method, path) => {
      asked.length = 0;
      const answer = await fetch(`${site}${siteApiPath}${path}`, { method, headers: { authorization: "Bearer t" } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe(String(databaseOutage.retryAfterSeconds));
      expect(await answer.json()).toMatchObject({ code: "api-unavailable" });
      expect(asked).toEqual([]);
    });

    it("never passes the API's internal routes on from the site's origin", async () => {
      asked.length = 0;
      const answer = await fetch(`${site}${siteApiPath}/internal/accounts`);
      expect(answer.status).toBe(404);
      expect(asked).toEqual([]);
    });

    it.each([
      ["GET", "/series"],
      ["POST", "/events"],
      ["POST", "/desk/imports"],
    ])(
      "with no API process answering, %s %s is 503 with Retry-After and the API's error body",
      async (method, path) => {
        const answer = await fetch(`${apiDoor}${path}`, {
          method,
          headers: { "content-type": "application/json" },
          body: method === "POST" ? "{}" : undefined,
        });
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe(String(databaseOutage.retryAfterSeconds));
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(await answer.json()).toEqual({
          message: `The API cannot answer just now; try again in ${databaseOutage.retryAfterSeconds} s`,
          status_code: 503,
          request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
          code: "api-unavailable",
        });
      },
    );

    it("asks for a URL outside the site as it came, and never keeps it with a query", async () => {
      asked.length = 0;
      for (let i = 0; i < 2; i++) expect((await fetch(`${site}/?cb=1`)).headers.get("x-cache-status")).toBe("MISS");
      expect(asked).toEqual(["/?cb=1", "/?cb=1"]);
    });

    // A segment's prefetch, as Chromium sent it from the home page (bench/visits.ts records them).
    const prefetch = {
      rsc: "1",
      "next-router-prefetch": "1",
      "next-router-segment-prefetch": "/!KHNpdGUp/$d$series/$d$id/__PAGE__",
      "next-url": "/",
    };
    const segmentAnswer = (uri: string, headers: Record<string, string>) =>
      `${uri}|1|${headers["next-router-prefetch"] ?? ""}|${headers["next-router-segment-prefetch"] ?? ""}|${headers["next-url"] ?? ""}|`;

    it("keeps a segment's prefetch under the page's URL, the router's hash and every header it is asked with", async () => {
      asked.length = 0;
      askedHeaders.length = 0;
      const uri = "/awd/news-topics/130?cb=1&_rsc=SLiwNrgh3aCEXgDi&utm_source=x";
      const first = await fetch(`${site}${uri}`, { headers: prefetch });
      const second = await fetch(`${site}${uri}`, { headers: prefetch });
      const kept = "/awd/news-topics/130?_rsc=SLiwNrgh3aCEXgDi";
      expect(await first.text()).toContain(segmentAnswer(kept, prefetch));
      expect(await second.text()).toContain(segmentAnswer(kept, prefetch));
      expect(second.headers.get("x-cache-status")).toBe("HIT");
      expect(asked).toEqual([kept]);
      expect(askedHeaders[0]?.connection).not.toBe("close");
      // Another segment of the same URL is another answer; the page itself is never one of them.
      const tree = { ...prefetch, "next-router-segment-prefetch": "/_tree" };
      expect(await (await fetch(`${site}${uri}`, { headers: tree })).text()).toContain(segmentAnswer(kept, tree));
      expect(await (await fetch(`${site}/awd/news-topics/130`)).text()).toBe("/awd/news-topics/130");
      // The home list's parameters are kept before the hash, in the list's order.
      asked.length = 0;
      await fetch(`${site}/awd?page=2&_rsc=OfMMlPJw_9tdAEUy&category=News&cb=3`, { headers: prefetch });
      expect(asked).toEqual(["/awd?category=News&page=2&_rsc=OfMMlPJw_9tdAEUy"]);
    });

    it("compresses a navigation's answer", async () => {
      const answer = await fetch(`${site}/awd/news-topics/131?_rsc=a`, {
        headers: { ...prefetch, "accept-encoding": "gzip" },
      });
      expect(answer.headers.get("content-encoding")).toBe("gzip");
    });

    // Each navigation twice: neither answer is kept nor given from a kept copy, and each reaches the web process.
    it.each<[string, string, Record<string, string>]>([
      [
        "a navigation with the router's state (rendered for it)",
        "/awd/news-topics/132?_rsc=a",
        { ...prefetch, "next-router-state-tree": "%5B%22%22%5D" },
      ],
      ["a navigation that is no prefetch", "/awd/news-topics/133?_rsc=a", { rsc: "1", "next-url": "/" }],
      [
        "a prefetch of the whole page, no segment",
        "/awd/news-topics/134?_rsc=a",
        { rsc: "1", "next-router-prefetch": "1" },
      ],
      [
        "another kind of prefetch (runtime)",
        "/awd/news-topics/135?_rsc=a",
        { ...prefetch, "next-router-prefetch": "2" },
      ],
      ["a prefetch without the router's hash", "/awd/news-topics/136?cb=1", prefetch],
      ["a prefetch with a hash no router makes", "/awd/news-topics/137?_rsc=a.b", prefetch],
      [
        "a segment name past 256 characters",
        "/awd/news-topics/138?_rsc=a",
        { ...prefetch, "next-router-segment-prefetch": `/${"a".repeat(256)}` },
      ],
      [
        "a segment name with a separator of the key",
        "/awd/news-topics/139?_rsc=a",
        { ...prefetch, "next-router-segment-prefetch": "/a|1|/x" },
      ],
      ["a Next-Url that is no path", "/awd/news-topics/140?_rsc=a", { ...prefetch, "next-url": "x" }],
      ["an RSC header other than 1", "/awd/news-topics/141?_rsc=a", { ...prefetch, rsc: "2" }],
      ["a page the site marks private", "/awd/mypage/private?_rsc=a", prefetch],
      ["a file", "/awd/static/media/a.mp3?_rsc=a", prefetch],
      ["the image optimiser", "/awd/_next/image?url=%2Fa.jpg&w=64&q=75&_rsc=a", prefetch],
      ["a search", "/awd/search?q=train&_rsc=a", prefetch],
    ])("never keeps %s", async (_, uri, headers) => {
      asked.length = 0;
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${site}${uri}`, { headers });
        expect(answer.headers.get("x-cache-status") ?? "none", uri).not.toMatch(/HIT|STALE|UPDATING/);
      }
      expect(asked).toHaveLength(2);
    });

    it("asks a web process with one value of each router header, the one in the key", async () => {
      asked.length = 0;
      askedHeaders.length = 0;
      const [host, port] = site.replace("http://", "").split(":") as [string, string];
      const raw = [
        "GET /awd/news-topics/142?_rsc=a HTTP/1.1",
        `Host: ${host}:${port}`,
        "RSC: 1",
        "Next-Router-Prefetch: 1",
        "Next-Router-Segment-Prefetch: /_tree",
        "Next-Router-Segment-Prefetch: /!KHNpdGUp/__PAGE__",
        "Next-Url: /",
        "Next-Url: /awd/mypage",
        "Connection: close",
        "",
        "",
      ].join("\r\n");
      await new Promise<void>((done) => {
        const socket = connect(Number(port), host, () => socket.end(raw));
        socket.on("data", () => {});
        socket.on("close", () => done());
      });
      expect(asked).toEqual(["/awd/news-topics/142?_rsc=a"]);
      expect(askedHeaders[0]?.["next-router-segment-prefetch"]).toBe("/_tree");
      expect(askedHeaders[0]?.["next-url"]).toBe("/");
      // The copy kept for "/_tree" answers only "/_tree".
      const page = await fetch(`${site}/awd/news-topics/142?_rsc=a`, {
        headers: { ...prefetch, "next-router-segment-prefetch": "/!KHNpdGUp/__PAGE__" },
      });
      expect(await page.text()).toContain("|/!KHNpdGUp/__PAGE__|");
    });

    it("asks for a page without a client's router headers or refresh header", async () => {
      askedHeaders.length = 0;
      await fetch(`${site}/awd/news-topics/143`, {
        headers: { "next-router-prefetch": "1", "next-router-state-tree": "x", "x-awd-refresh": "guess" },
      });
      expect(askedHeaders[0]?.["next-router-prefetch"]).toBeUndefined();
      expect(askedHeaders[0]?.["next-router-state-tree"]).toBeUndefined();
      expect(askedHeaders[0]?.["x-awd-refresh"]).toBeUndefined();
    });

    it("keeps search results a minute under the word and page, shared, though the site marks them private", async () => {
      asked.length = 0;
      const first = await fetch(`${site}/awd/search?cb=1&p=2&q=train%20ride&utm_source=x`);
      const second = await fetch(`${site}/awd/search?q=train%20ride&p=2`);
      expect(await second.text()).toBe("/awd/search?q=train%20ride&p=2");
      expect(first.headers.get("x-cache-status")).toBe("MISS");
      expect(second.headers.get("x-cache-status")).toBe("HIT");
      expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
      expect(asked).toEqual(["/awd/search?q=train%20ride&p=2"]);
      // Another word is another answer.
      expect(await (await fetch(`${site}/awd/search?q=autumn`)).text()).toBe("/awd/search?q=autumn");
    });

    it("never holds identical searches behind one another", async () => {
      asked.length = 0;
      const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${site}/awd/search?q=slow`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      // Behind a cache lock only the first would have reached the web process, the others waiting 0.5 s a poll.
      expect(asked).toHaveLength(8);
    });

    // Next.js answers both "public, max-age=0, must-revalidate", as the stand-in does.
    it.each(["/awd/serwist/sw.js", "/awd/icon.svg"])(
      "keeps the build's file %s a minute, which browsers are told to check every time",
      async (path) => {
        asked.length = 0;
        await fetch(`${site}${path}?icon.1x0597`);
        const again = await fetch(`${site}${path}?icon.1x0597`);
        expect(again.headers.get("x-cache-status")).toBe("HIT");
        expect(again.headers.get("cache-control")).toBe("no-cache");
        expect(asked).toHaveLength(1);
      },
    );
  },
);
