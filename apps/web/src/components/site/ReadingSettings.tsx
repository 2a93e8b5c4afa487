import {
  defaultReadingComfort,
  lineHeightChoices,
  type ReadingComfort,
  textSizeChoices,
  themeChoices,
} from "@awd/core/reading-comfort";
import { readingComfortMessages as messages } from "@/messages/reading-comfort";
import styles from "./ReadingSettings.module.css";

const panelId = "reading-settings";

function ChoiceGroup<T extends string>(props: {
  legend: string;
  name: keyof ReadingComfort;
  choices: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.choices}>
        {props.choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={props.name}
              value={choice}
              defaultChecked={defaultReadingComfort[props.name] === choice}
            />
            {props.labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// docs/product/offline-and-reading-comfort.md#reading-comfort: the header's 表示設定 button opens a
// panel (a native popover) of plain HTML: the head's inline script (core's installReadingComfort)
// applies, keeps and shows the choices, so the settings add no JavaScript to any page's first load.
export function ReadingSettings() {
  return (
    <div className={styles.settings}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M9.6 4h2.1l5.3 14h-2.3l-1.3-3.6H7.8L6.5 18H4.3L9.6 4Zm-1.1 8.5h4.5l-2.2-6.2h-.1l-2.2 6.2ZM17.5 9h1.7v3h3v1.7h-3v3h-1.7v-3h-3V12h3V9Z"
          />
        </svg>
        <span className="visually-hidden">{messages.open}</span>
      </button>
      <section id={panelId} popover="auto" className={styles.panel} aria-label={messages.title}>
        <h2 className={styles.title}>{messages.title}</h2>
        <form data-reading-comfort="">
          <ChoiceGroup legend={messages.theme} name="theme" choices={themeChoices} labels={messages.themes} />
          <ChoiceGroup
            legend={messages.textSize}
            name="textSize"
            choices={textSizeChoices}
            labels={messages.textSizes}
          />
          <ChoiceGroup
            legend={messages.lineHeight}
            name="lineHeight"
            choices={lineHeightChoices}
            labels={messages.lineHeights}
          />
        </form>
        <p className={styles.note}>{messages.note}</p>
        <button type="button" className={styles.close} popoverTarget={panelId} popoverTargetAction="hide">
          {messages.close}
        </button>
      </section>
    </div>
  );
}
