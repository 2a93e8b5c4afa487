import type { ReportRangePreset, ReportRangeProblem } from "@awd/core/report-range";
import type { UserType } from "@awd/core/user-type";

// The desk's reports (apps/web/src/desk/reports, docs/product/publishers-desk.md#reports).
export const deskReportsMessages = {
  title: "レポート",
  summary: "フィードバックの回答と閲覧イベントの集計をグラフと表で見て、CSVでダウンロードします。",
  range: {
    legend: "期間",
    presets: {
      last7Days: "直近7日",
      last30Days: "直近30日",
      thisMonth: "今月",
      lastMonth: "先月",
    } satisfies Record<ReportRangePreset, string>,
    from: "開始日",
    to: "終了日",
    apply: "この期間で表示",
    shown: (from: string, to: string, days: number) => `${from}〜${to}（${days}日間、日本時間）`,
    problems: {
      "invalid-day": "開始日と終了日を日付で入力してください。",
      reversed: "開始日は終了日より前の日付にしてください。",
      "too-long": "期間は366日以内にしてください。",
    } satisfies Record<ReportRangeProblem, string>,
  },
  loading: "集計しています…",
  failed: "レポートを読み込めませんでした。",
  retry: "もう一度読み込む",
  csv: {
    download: (report: string) => `${report}のCSVをダウンロード`,
    downloading: "ダウンロードしています…",
    failed: "CSVをダウンロードできませんでした。",
  },
  feedback: {
    heading: "フィードバックの回答",
    empty: "この期間の回答はありません。",
    notConfigured: "（現在の設定にない質問）",
    figures: (answers: number, average: string | null) =>
      average === null ? `回答 ${answers}件` : `回答 ${answers}件・平均 ${average}`,
    choice: (choice: number | "text") => (choice === "text" ? "自由回答" : `★${choice}`),
    chartTitle: (question: string) => `「${question}」の選択肢ごとの回答数`,
    chartSummary: (answers: number) => `回答は全部で${answers}件です。数値は下の表にあります。`,
    barTitle: (choice: string, count: number, percent: number) => `${choice}: ${count}件（${percent}%）`,
    tableToggle: "数値を表で見る",
    tableCaption: (question: string) => `「${question}」の回答数`,
    columns: { choice: "選択肢", count: "件数", percent: "割合" },
  },
  events: {
    heading: "閲覧イベント",
    empty: "この期間のイベントはありません。",
    eventPicker: "イベントの種類",
    allEvents: "すべてのイベント",
    chartTitle: (event: string) => `${event}の日別件数（利用者の種類ごとに積み上げ）`,
    chartSummary: (total: number, days: number) => `${days}日間で${total}件です。数値は下の表にあります。`,
    segmentTitle: (day: string, userType: string, count: number) => `${day} ${userType}: ${count}件`,
    legend: "利用者の種類",
    tableToggle: "日別の数値を表で見る",
    dailyCaption: (event: string) => `${event}の日別件数`,
    totalsHeading: "種類別の件数",
    totalsCaption: "イベントの種類と利用者の種類ごとの件数（期間の合計）",
    columns: { day: "日付", event: "イベント", total: "合計" },
  },
  userTypes: {
    Digital: "デジタル購読",
    Double: "ダブル購読",
    Free: "無料会員",
    NotLoggedIn: "未ログイン",
    Corp: "法人",
    Alliance: "提携",
  } satisfies Record<UserType, string>,
} as const;
