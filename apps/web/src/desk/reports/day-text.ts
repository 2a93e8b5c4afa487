import { formatJapaneseDate } from "@awd/core/dates";

/** A Tokyo day as the desk writes it: `2026年11月2日`. */
export const dayText = (day: string): string => formatJapaneseDate(`${day}T00:00:00+09:00`);

/** A day under a chart's bar: `11/2`. */
export const shortDayText = (day: string): string => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
