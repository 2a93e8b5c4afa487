"use client";

import type { PodcastFeedStatus } from "@awd/core/contract/podcast";
import { formatJapaneseDateTime } from "@awd/core/dates";
import { useCallback, useEffect, useId, useState } from "react";
import { podcastFeedStatusRoute, podcastIssueFeedRoute, podcastStopFeedRoute } from "@/api/podcast.generated";
import { browserApi } from "@/auth/browser-api";
import { LoadFailed } from "@/components/notices/LoadFailed";
import { podcastMessages } from "@/messages/podcast";
import forms from "./AccountForms.module.css";
import styles from "./MyPage.module.css";
import feed from "./PodcastFeed.module.css";

type FeedState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; feed: PodcastFeedStatus; url?: string; notice?: string };

/**
 * My page's "listen in a podcast app" section (docs/product/podcast-feed.md#my-page): the reader's
 * personal feed URL, issued, re-issued and stopped here. Only the token's hash is kept, so the URL is
 * shown once, when it is issued.
 */
export function PodcastFeed() {
  const [state, setState] = useState<FeedState>({ status: "loading" });
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: "loading" });
    browserApi(podcastFeedStatusRoute, { retries: { signal } })
      .then((status) => signal?.aborted || setState({ status: "loaded", feed: status }))
      .catch(() => signal?.aborted || setState({ status: "failed" }));
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // Not asked again on failure: a second issue after one the API had taken would stop the URL just shown.
  const act = async (change: () => Promise<FeedState>) => {
    setWorking(true);
    setFailure(undefined);
    try {
      setState(await change());
    } catch {
      setFailure(podcastMessages.actionFailed);
    } finally {
      setWorking(false);
    }
  };
  const issue = () =>
    act(async () => {
      const issued = await browserApi(podcastIssueFeedRoute);
      return { status: "loaded", feed: { issued: true, issuedAt: issued.issuedAt }, url: issued.url };
    });
  const stop = () =>
    act(async () => {
      const stopped = await browserApi(podcastStopFeedRoute);
      return { status: "loaded", feed: stopped, notice: podcastMessages.stopped };
    });

  return (
    <section className={styles.card} aria-labelledby="podcast-feed-heading" data-podcast-feed="">
      <h2 id="podcast-feed-heading">{podcastMessages.title}</h2>
      <p>{podcastMessages.lead}</p>
      {state.status === "loading" && (
        <>
          <p role="status">{podcastMessages.loading}</p>
          {/* The room of the issue button that follows, so nothing under the card moves when it comes. */}
          <div className={feed.actions} aria-hidden="true">
            <span className={feed.buttonRoom} />
          </div>
        </>
      )}
      {state.status === "failed" && <LoadFailed message={podcastMessages.loadFailed} onRetry={() => load()} />}
      {state.status === "loaded" && (
        <>
          {state.notice && <p role="status">{state.notice}</p>}
          {state.url ? (
            <FeedUrl url={state.url} />
          ) : state.feed.issued && state.feed.issuedAt ? (
            <p>{podcastMessages.issuedAt(formatJapaneseDateTime(state.feed.issuedAt))}</p>
          ) : (
            <p>{podcastMessages.none}</p>
          )}
          <div className={feed.actions}>
            <button type="button" className={forms.submit} disabled={working} onClick={issue}>
              {state.feed.issued ? podcastMessages.reissue : podcastMessages.issue}
            </button>
            {state.feed.issued && (
              <button type="button" className={forms.linkButton} disabled={working} onClick={stop}>
                {podcastMessages.stop}
              </button>
            )}
          </div>
          {state.feed.issued && <p className={forms.note}>{podcastMessages.reissueNote}</p>}
          {working && <p role="status">{podcastMessages.working}</p>}
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </section>
  );
}

function FeedUrl({ url }: { url: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState<string>();
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => setCopied(podcastMessages.copied))
      .catch(() => setCopied(podcastMessages.copyFailed));
  return (
    <div>
      <label htmlFor={inputId} className={forms.label}>
        {podcastMessages.urlLabel}
      </label>
      <input
        id={inputId}
        className={`${forms.input} ${feed.url}`}
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={forms.note}>{podcastMessages.shownOnce}</p>
      <div className={feed.actions}>
        <button type="button" className={forms.submit} onClick={copy}>
          {podcastMessages.copy}
        </button>
        {copied && <span role="status">{copied}</span>}
      </div>
    </div>
  );
}
