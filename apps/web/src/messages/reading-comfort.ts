// The reading-comfort settings of the header (docs/product/offline-and-reading-comfort.md).
export const readingComfortMessages = {
  open: "表示設定",
  title: "表示設定",
  theme: "テーマ",
  themes: { system: "端末に合わせる", light: "ライト", dark: "ダーク" },
  textSize: "文字の大きさ",
  textSizes: { small: "小", standard: "標準", large: "大" },
  lineHeight: "行間",
  lineHeights: { standard: "標準", wide: "広め" },
  close: "閉じる",
  note: "この端末に保存されます",
} as const;
