// The article's translation switch, the one piece of the article page's strings its first load
// carries (the rest are drawn on the server, or come with the paid body's code).
export const translationToggleMessages = {
  translationMode: "和訳の表示",
  englishOnly: "英文のみ",
  englishAndJapanese: "英文＋和訳",
} as const;
