// "この号を保存": saving a weekly issue for offline reading (components/offline).
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export const savedIssueMessages = {
  save: "この号を保存",
  region: (title: string) => `${title}をオフライン用に保存`,
  planning: "保存するサイズを確認しています…",
  plan: (articles: number, bytes: number, known: boolean) =>
    `記事${articles}本（音声と画像を含む）、${known ? "" : "約"}${megabytes(bytes)}を端末に保存します。`,
  noArticles: "この号には、いまのお申し込みで読める記事がありません。",
  confirm: "保存する",
  cancel: "やめる",
  saving: (done: number, total: number) => `保存しています（${done} / ${total}）`,
  saved: "保存済み",
  savedDetail: (articles: number, bytes: number) => `記事${articles}本、${megabytes(bytes)}。オフラインでも読めます。`,
  remove: "保存した号を削除",
  failed: "この号を保存できませんでした。ネットワークにつながっているか確かめて、もう一度お試しください。",
  retry: "もう一度保存する",
  deviceTitle: "この端末に保存した号",
  deviceSaved: (issue: string, articles: number, bytes: number) =>
    `${issue}号（記事${articles}本、${megabytes(bytes)}）をオフラインで読めるように保存しています。`,
  deviceNothing: "保存した号はありません。紙面一覧の「この号を保存」で、電波のない所でも読めるようになります。",
  devicePrintList: "紙面一覧へ",
  deviceUsage: (usage: number, quota: number) =>
    `このサイトがこの端末で使っている容量：${megabytes(usage)}（使える上限 約${(quota / 1_000_000_000).toFixed(1)} GB）`,
} as const;
