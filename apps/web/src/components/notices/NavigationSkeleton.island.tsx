"use client";

import { basePath } from "@awd/core/base-path";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import styles from "./NavigationSkeleton.module.css";

// The skeletons are drawn only after a followed link, so their code is fetched then, during the
// moment before one shows, and never weighs on a page's first load.
const loadSkeletons = () => import("./Skeletons");
const ArticleSkeleton = lazy(() => loadSkeletons().then((m) => ({ default: m.ArticleSkeleton })));
const SearchSkeleton = lazy(() => loadSkeletons().then((m) => ({ default: m.SearchSkeleton })));
const HomeSkeleton = lazy(() => loadSkeletons().then((m) => ({ default: m.HomeSkeleton })));

type Kind = "article" | "search" | "list";

const articlePath = new RegExp(`^${basePath}/[a-z0-9-]+/\\d+$`);
const searchPath = `${basePath}/search`;
const delayMs = 150;
const giveUpMs = 15_000;

/** The kind of page an ordinary click on this link opens in this tab, or undefined. */
function destinationOf(event: MouseEvent): Kind | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.("a");
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || !url.pathname.startsWith(basePath)) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  if (url.pathname === searchPath) return "search";
  return articlePath.test(url.pathname) ? "article" : "list";
}

/** How far below the top of <main> the page's category strip ends (0 without one): the skeleton starts there. */
function belowStrip(main: HTMLElement): number {
  const strip = main.querySelector("[data-category-strip]");
  if (!strip) return 0;
  return Math.max(0, strip.getBoundingClientRect().bottom - main.getBoundingClientRect().top);
}

// A skeleton while a page loads. Pages arrive as complete HTML (prerendered, or the search results
// rendered per request), so the skeleton belongs to navigation inside the site: when a followed
// link has not shown its page after a moment (not prefetched, slow network, another page of
// results), the article, search or list skeleton covers the old page until the new one replaces it.
// It covers the page under its category strip, which stays, and the window goes to the top, where
// the new page will start: a reader who followed a link from lower down sees the skeleton, not the
// blank lower part of the overlay.
export function NavigationSkeleton() {
  const [pending, setPending] = useState<Kind | null>(null);
  const [top, setTop] = useState(0);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const main = overlay.current?.parentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      setPending(null);
    };
    const onClick = (event: MouseEvent) => {
      const kind = destinationOf(event);
      if (!kind) return;
      void loadSkeletons();
      done();
      timer = setTimeout(() => {
        if (main) setTop(belowStrip(main));
        window.scrollTo({ top: 0, behavior: "instant" });
        setPending(kind);
      }, delayMs);
      giveUp = setTimeout(done, giveUpMs);
    };
    // The new page changes what <main> holds (outside this overlay); back and forward also end a wait.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => !overlay.current?.contains(r.target))) done();
    });
    if (main) observer.observe(main, { childList: true, subtree: true, characterData: true });
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", done);
    return () => {
      done();
      observer.disconnect();
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", done);
    };
  }, []);

  return (
    <div ref={overlay} className={styles.overlay} style={{ top }} hidden={!pending}>
      <Suspense fallback={null}>
        {pending === "article" && <ArticleSkeleton />}
        {pending === "search" && <SearchSkeleton />}
        {pending === "list" && <HomeSkeleton />}
      </Suspense>
    </div>
  );
}
