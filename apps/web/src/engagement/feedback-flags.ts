import { browserStorage } from "./browser-storage";
import type { KeyValueStore } from "./remote-config-client";

// docs/product/engagement-and-feedback.md#answered-flags: a flag per survey key, stored as 'true'
// once the reader answered or closed the card, so the same survey does not come back.
const answeredFlagKey = (eventKey: string) => `awd.feedback.${eventKey}`;

export const isSurveyAnswered = (eventKey: string, store: KeyValueStore = browserStorage): boolean =>
  store.getItem(answeredFlagKey(eventKey)) === "true";

export const markSurveyAnswered = (eventKey: string, store: KeyValueStore = browserStorage): void =>
  store.setItem(answeredFlagKey(eventKey), "true");
