import { formatJapaneseDate, formatJapaneseDateTime } from "@awd/core/dates";

// How the desk writes dates: Tokyo time, as the readers see them on the site.

/** `2026年11月25日`, or the fallback for no date */
export const deskDate = (iso: string | null | undefined, fallback = "—") => (iso ? formatJapaneseDate(iso) : fallback);

/** `2026年11月25日 10:30`, or the fallback for no date */
export const deskDateTime = (iso: string | null | undefined, fallback = "—") =>
  iso ? formatJapaneseDateTime(iso) : fallback;
