import { formatJapaneseDate } from "@awd/core/dates";
import { readingCalendar } from "@awd/core/reading-history";
import { useId } from "react";
import { historyMessages } from "@/messages/history";
import styles from "./ReadingHistory.module.css";

const cell = 14;
const gap = 3;
const step = cell + gap;
const dateOf = (day: string) => formatJapaneseDate(`${day}T00:00:00+09:00`);

/**
 * The last 12 weeks, one column a week (Monday at the top), a filled square for each day read. Screen
 * readers get the title and a sentence counting the days; each square names its day in a tooltip.
 */
export function ReadingCalendar({ today, daysRead }: { today: string; daysRead: string[] }) {
  const titleId = useId();
  const descId = useId();
  const weeks = readingCalendar(today, daysRead);
  const first = weeks[0]?.[0]?.day ?? today;
  const readCount = weeks.flat().filter((d) => d.read).length;
  return (
    <figure className={styles.calendar}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${weeks.length * step - gap} ${7 * step - gap}`}
        width={weeks.length * step - gap}
        height={7 * step - gap}
        data-reading-calendar=""
      >
        <title id={titleId}>{historyMessages.calendarTitle}</title>
        <desc id={descId}>{historyMessages.calendarSummary(readCount, dateOf(first), dateOf(today))}</desc>
        {weeks.map((week, column) =>
          week.map(({ day, read, future }, row) =>
            future ? null : (
              <rect
                key={day}
                x={column * step}
                y={row * step}
                width={cell}
                height={cell}
                rx={2}
                className={read ? styles.dayRead : styles.dayNotRead}
                data-day={day}
                data-read={read || undefined}
              >
                <title>
                  {read
                    ? historyMessages.calendarDayRead(dateOf(day))
                    : historyMessages.calendarDayNotRead(dateOf(day))}
                </title>
              </rect>
            ),
          ),
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={`${styles.swatch} ${styles.swatchRead}`} />
        {historyMessages.calendarLegendRead}
        <span className={`${styles.swatch} ${styles.swatchNotRead}`} />
        {historyMessages.calendarLegendNotRead}
      </figcaption>
    </figure>
  );
}
