import { linkingCodeAttempts, previewCodeAttempts } from "@awd/core/constants";
import { courseStateNames } from "./course-state";

// The sign-in pages, the preview-code page and my page (components/account). The preview-code banner
// of every page is the frame's (site.ts).
export const loginMessages = {
  title: "ログイン",
  text: "ログインページへ移動しています…",
  callbackTitle: "ログインしています",
  callbackText: "ログインを完了しています。まもなく元のページに戻ります。",
  failed: "ログインを完了できませんでした。もう一度お試しください。",
  retry: "もう一度ログインする",
  back: "トップページへ戻る",
} as const;

export const accountMessages = {
  previewCodeTitle: "プレビューコードの入力",
  previewCodeLead:
    "ダブルコース（紙の新聞とデジタル版のセット）の方は、毎月の紙面に掲載されるプレビューコードを入力すると、デジタル版のすべての記事をお読みいただけます。",
  previewCodeWhere: "コードは毎月の紙面に印刷されています。月が替わると新しいコードになります。",
  previewCodeLabel: "プレビューコード",
  previewCodeSubmit: "コードを送信",
  previewCodeSending: "送信しています…",
  previewCodeAccepted: "プレビューコードを確認しました。元のページに戻ります。",
  previewCodeWelcome: "プレビューコードを確認しました。すべての記事をお読みいただけます。",
  previewCodeNeedsLogin: "プレビューコードを入力するには、ログインしてください。",
  previewCodeNotDouble: "このアカウントはダブルコースのご契約ではないため、プレビューコードの入力は不要です。",
  login: "ログイン",
  myPageTitle: "マイページ",
  myPageNeedsLogin: "マイページを表示するには、ログインしてください。",
  myPageCorporate: "法人IDでご利用の方には、マイページはありません。",
  myPageNoRight: "デジタル版のご契約が見つかりません。購読連携コードをお持ちの方は、下のフォームから登録してください。",
  loading: "読み込んでいます…",
  loadFailed: "ご契約の情報を読み込めませんでした。時間をおいて、もう一度お試しください。",
  contractTitle: "ご契約",
  course: "コース",
  courseNames: { none: "なし", digital: "デジタルコース", double: "ダブルコース" },
  status: "状態",
  statusNames: courseStateNames,
  startedAt: "開始日",
  expireAt: "有効期限",
  previewCodeState: "プレビューコード",
  previewCodeStates: { authorized: "入力済み", warn: "まもなく期限切れ", none: "未入力または期限切れ" },
  remainingDays: (days: number) => `あと${days}日`,
  enterPreviewCode: "プレビューコードを入力する",
  linkTitle: "購読連携コードの登録",
  linkLead: "購読窓口からお送りした購読連携コードを入力すると、このアカウントでデジタル版をご利用いただけます。",
  linkLabel: "購読連携コード",
  linkSubmit: "登録する",
  linkDone: "購読連携コードを登録しました。",
  // docs/product/subscriptions-and-codes.md: what a reader is told for each problem code of a refused
  // preview or linking code (the API's /auth/preview-code and /auth/code).
  codeServerFailed: "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。",
  codeNoAnswer: "サーバーに接続できませんでした。通信を確かめて、もう一度お試しください。",
  codeRefused: "コードを受け付けられませんでした。コードをご確認のうえ、もう一度お試しください。",
  codeRefusals: {
    "preview-code-wrong": "プレビューコードが正しくありません。今月の紙面に印刷されたコードをご確認ください。",
    "preview-code-not-double-course": "プレビューコードの入力は、ダブルコースのご契約者さまのみ必要です。",
    "preview-code-attempts-exceeded": `プレビューコードの入力に${previewCodeAttempts.maxFailures}回失敗しました。${previewCodeAttempts.windowMs / 3_600_000}時間後にもう一度お試しください。`,
    "linking-code-unknown": "この購読連携コードは使えません。コードをご確認のうえ、もう一度お試しください。",
    "linking-code-attempts-exceeded": `購読連携コードの入力に${linkingCodeAttempts.maxFailures}回失敗しました。${linkingCodeAttempts.windowMs / 3_600_000}時間後にもう一度お試しください。`,
  },
  historyTitle: "最近の検索",
  historyEmpty: "検索の履歴はありません。",
  historyDelete: (word: string) => `「${word}」を履歴から削除`,
  historyDeleteAll: "履歴のすべて削除",
  logout: "ログアウト",
  account: "アカウント",
} as const;
