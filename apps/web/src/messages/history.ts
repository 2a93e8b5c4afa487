// The reading history: my page's reading section and the 読了 mark of article cards
// (components/history, docs/product/reading-history.md).
export const historyMessages = {
  title: "読書記録",
  loading: "読書記録を読み込んでいます…",
  loadFailed: "読書記録を読み込めませんでした。時間をおいてもう一度お試しください。",
  weekTitle: "今週の読書",
  weekCounts: (opened: number, finished: number) => `開いた記事 ${opened}本・読了 ${finished}本`,
  weekEmpty: "今週はまだ記事を開いていません。",
  calendarTitle: "読んだ日（12週間）",
  calendarSummary: (days: number, from: string, to: string) => `${from}から${to}までの12週間で、${days}日読みました。`,
  calendarDayRead: (day: string) => `${day} 読んだ日`,
  calendarDayNotRead: (day: string) => `${day} 読まなかった日`,
  calendarLegendRead: "読んだ日",
  calendarLegendNotRead: "読まなかった日",
  seriesTitle: "シリーズの進み具合",
  seriesProgress: (finished: number, total: number) => `${finished} / ${total} 読了`,
  seriesEmpty: "まだシリーズの記事を読んでいません。",
  continueTitle: "続きを読む",
  continueEmpty: "読みかけの記事はありません。",
  finishedMark: "読了",
  finishedMarkLabel: "読了した記事",
} as const;
