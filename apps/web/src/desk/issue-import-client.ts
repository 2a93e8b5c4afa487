import { authHeaders } from "@awd/core/auth-header";
import type { IssueImport, IssueImportEvent, IssueProblem, IssueRefusal } from "@awd/core/contract/desk-import";
import { deskImportEventsRoute, deskImportRunRoute, deskImportUploadRoute } from "@/api/desk-import.generated";
import { publicConfig } from "@/auth/public-config";
import { sessionCredentials } from "@/auth/session-store";
import { ApiRequestError } from "@/lib/api-client";
import { pathOf } from "@/lib/api-route";
import { deskImportMessages } from "@/messages/desk-import";
import { actionKeys } from "./action-keys";
import { DeskApiError, deskApi, deskErrorOf } from "./deskApi";
import { takeEvents } from "./import-events";

// A run asked again after a failure goes with its first key: the issue is imported once.
const runKeys = actionKeys();

// The browser's side of the weekly import (docs/product/publishers-desk.md#weekly-import). The upload
// goes through XMLHttpRequest, the one browser API that reports an upload's progress; the events are
// read with fetch and a stream reader, not EventSource, because EventSource cannot send the access
// token in a header and the token never goes into a URL.

export type UploadAnswer = { kind: "checked"; upload: IssueImport } | { kind: "refused"; problems: IssueProblem[] };

const operatorHeaders = async () => authHeaders(await sessionCredentials());

/** The answer's JSON; a front's HTML refusal (413 at the door) reads as no body. */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Sends the zip, telling the percentage sent; a refused zip's problems are an answer, not an error. */
export async function uploadIssue(file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  const headers = await operatorHeaders();
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.addEventListener("load", () => resolve());
    xhr.addEventListener("error", () => reject(new DeskApiError("failed", deskImportMessages.uploadFailed)));
    xhr.addEventListener("abort", () => reject(new DeskApiError("failed", deskImportMessages.uploadFailed)));
  });
  xhr.upload.addEventListener("progress", (event) => {
    if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
  });
  xhr.open(deskImportUploadRoute.method, `${publicConfig.writeApiUrl}${pathOf(deskImportUploadRoute)}`);
  xhr.withCredentials = true;
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  xhr.setRequestHeader("Content-Type", "application/zip");
  xhr.send(file);
  await done;
  const body = parsedBody(xhr.responseText);
  if (xhr.status === 201) return { kind: "checked", upload: (body as { data: IssueImport }).data };
  if ((xhr.status === 413 || xhr.status === 422) && Array.isArray((body as IssueRefusal).problems))
    return { kind: "refused", problems: (body as IssueRefusal).problems };
  if (xhr.status === 413) throw new DeskApiError("invalid", deskImportMessages.tooLarge, 413);
  if (xhr.status === 409) throw new DeskApiError("invalid", deskImportMessages.busy, 409);
  throw deskErrorOf(new ApiRequestError(xhr.status, (body as { message?: string }).message ?? ""));
}

/** Starts importing a checked upload. */
export async function runIssueImport(id: string): Promise<void> {
  try {
    await deskApi(deskImportRunRoute, { params: { id }, keys: runKeys });
  } catch (error) {
    if (error instanceof DeskApiError && error.status === 409)
      throw new DeskApiError("invalid", deskImportMessages.busy, 409);
    throw error;
  }
}

/** Follows an import's events until done or failed; throws when the stream breaks before. */
export async function followIssueImport(
  id: string,
  onEvent: (event: IssueImportEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${publicConfig.writeApiUrl}${pathOf(deskImportEventsRoute, { params: { id } })}`, {
    headers: { ...(await operatorHeaders()), accept: "text/event-stream" },
    credentials: "include",
    signal,
  });
  if (!response.ok || !response.body) throw deskErrorOf(new ApiRequestError(response.status, ""));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeEvents(rest + value);
    rest = taken.rest;
    for (const event of taken.events) {
      onEvent(event);
      if (event.type === "done" || event.type === "failed") return;
    }
  }
  throw new DeskApiError("failed", deskImportMessages.streamLost);
}
