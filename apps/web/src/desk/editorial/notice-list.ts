import type { DeskNotice } from "@awd/core/contract/desk-notices";

// docs/product/publishers-desk.md#notices: the decisions of the notices screen.

export type NoticeState = "scheduled" | "showing" | "ended";

/** Whether the home page shows a notice now, will, or no longer does. */
export function noticeStateOf(notice: Pick<DeskNotice, "startsAt" | "endsAt">, now: number): NoticeState {
  if (Date.parse(notice.startsAt) > now) return "scheduled";
  return notice.endsAt !== null && Date.parse(notice.endsAt) <= now ? "ended" : "showing";
}

/** The ids with the one at `index` swapped with its neighbour `by` (-1 up, +1 down); at an end, unchanged. */
export function movedIds(notices: readonly Pick<DeskNotice, "id">[], index: number, by: -1 | 1): number[] {
  const ids = notices.map((n) => n.id);
  const [a, b] = [ids[index], ids[index + by]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[index + by] = a;
  return ids;
}
