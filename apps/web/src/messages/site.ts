// The Japanese strings of the frame every page shares: header, search form, menus, banners, footer,
// and the notice of a reader's request that failed. Every page's first load carries the ones
// its islands show, so what belongs to one kind of page lives in that area's module beside this one.
// (The help, FAQ and terms pages are documents, kept in src/documents/.)
export const siteMessages = {
  siteName: "AWD ウイークリー・デジタル",
  siteShortName: "AWD",
  siteTagline: "英字新聞で学ぶ英語",
  siteDescription: "ニュースとコラムで英語を学ぶ、英字新聞のデジタル版",
  skipToContent: "本文へスキップ",
  scrollToTop: "ページの先頭へ",
  back: "戻る",
  levelLabel: "レベル",
  loading: "読み込み中",
} as const;

export const headerMessages = {
  home: "AWD ウイークリー・デジタル トップへ",
  help: "使い方",
  faq: "よくある質問",
  apply: "お申し込み",
  login: "ログイン",
  userMenu: "アカウントメニュー",
  myPage: "マイページ",
  notebook: "単語帳",
  logout: "ログアウト",
  openMenu: "メニューを開く",
  closeMenu: "メニューを閉じる",
  menuTitle: "メニュー",
  newTab: "（新しいタブで開きます）",
} as const;

// The search form of the header. The word's validation messages are core's (search-word.ts).
export const searchMessages = {
  label: "記事を検索",
  placeholder: "キーワードで記事を検索",
  submit: "検索",
  cancel: "キャンセル",
  pageForm: "キーワードを変えて検索",
} as const;

export const navMessages = {
  label: "カテゴリー",
  printEdition: "紙面ビューアー",
  howToUse: "使い方",
  faq: "よくある質問",
} as const;

export const subscribeBannerMessages = {
  label: "デジタル版のご案内",
  text: "すべての記事・音声・クイズが読み放題、聞き放題。",
  apply: "デジタル版を申し込む",
  about: "デジタル版とは",
} as const;

export const footerMessages = {
  label: "サイト情報",
  aboutUs: "会社案内",
  terms: "利用規約",
  policy: "サイトポリシー",
  privacy: "個人情報の取り扱い",
  copyright: "著作権について",
  contact: "お問い合わせ",
  externalTransmission: "外部送信について",
  oldWeekly: "ウイークリー（旧サイト）",
  copyrightLine: "© AWD Weekly. 記事・写真・音声の無断転載を禁じます。",
  contents: "コンテンツ一覧",
} as const;

// A request of the reader's that failed: said with what failed and how, never as a paywall.
export const requestFailedMessages = {
  titles: {
    session: "ログイン状態を確認できませんでした",
    right: "ご契約を確認できませんでした",
    article: "記事の続きを読み込めませんでした",
  },
  text: "自動でもう一度試しています。しばらくしても表示されない場合は、再読み込みしてください。",
  /** what failed: the status the server answered, or no answer at all */
  cause: (status: number | undefined) => (status === undefined ? "（通信エラー）" : `（エラー ${status}）`),
  reload: "再読み込み",
} as const;

export const documentMessages = {
  updated: (date: string) => `最終更新：${date}`,
  toc: "目次",
} as const;

// The preview-code banner a double-course reader sees on every page until the code is entered.
export const previewCodeBannerMessages = {
  label: "プレビューコードの入力",
  text: "ダブルコースの方は、プレビューコードを入力してください。入力するとすべての記事が読めます。",
  action: "プレビューコードを入力する",
  countdown: (days: number) =>
    `プレビューコードの有効期限まで、あと${days}日です。新しい紙面のコードを入力してください。`,
} as const;
