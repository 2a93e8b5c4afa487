import type { IssueImportEvent } from "@awd/core/contract/desk-import";

// The server-sent events of a weekly import (docs/product/publishers-desk.md#weekly-import), read
// from a fetch stream in pieces that need not end where an event does.

/** The events of one text/event-stream block, or undefined for a comment or keep-alive. */
function parseEvent(block: string): IssueImportEvent | undefined {
  const data = block
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart())
    .join("\n");
  return data ? (JSON.parse(data) as IssueImportEvent) : undefined;
}

/** The whole events at the start of what the stream sent so far, and the rest, still incomplete. */
export function takeEvents(received: string): { events: IssueImportEvent[]; rest: string } {
  const blocks = received.replaceAll("\r\n", "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  return { events: blocks.flatMap((block) => parseEvent(block) ?? []), rest };
}
