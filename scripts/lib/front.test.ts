import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { basePath } from "@awd/core/base-path";
import { requestBodyMaxBytes } from "@awd/core/constants";
import { frontRefreshHeader } from "@awd/core/deployment";
import { pageCacheUri } from "@awd/core/page-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FrontPlan, frontSecretMaxLength, nginxPath, readFrontTemplate, renderFrontConfig } from "./front.ts";
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

  it("never holds a search behind the cache lock: the results page goes straight to a web process", () => {
    const search = config.slice(config.indexOf("location = /awd/search {"));
    expect(search.slice(0, search.indexOf("}"))).not.toMatch(/proxy_cache/);
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
    let runDir = "";
    let site = "";
    let web: Server | undefined;
    let nginx: ChildProcess | undefined;

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
      web = createServer((request, response) => {
        asked.push(request.url ?? "");
        response.setHeader("cache-control", "public, s-maxage=60");
        response.end(request.url);
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
          apiPorts: [webPort],
        }),
      );
      nginx = spawn(nginxPath(), ["-p", runDir, "-c", config, "-g", "daemon off;"], { stdio: "ignore" });
      site = `http://127.0.0.1:${sitePort}`;
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

    it("asks for a URL outside the site as it came, and never keeps it with a query", async () => {
      asked.length = 0;
      for (let i = 0; i < 2; i++) expect((await fetch(`${site}/?cb=1`)).headers.get("x-cache-status")).toBe("MISS");
      expect(asked).toEqual(["/?cb=1", "/?cb=1"]);
    });
  },
);
