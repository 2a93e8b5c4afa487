import type { AccessDenial } from "@awd/core/article-access";
import type { Level } from "@awd/core/categories";

// Every Japanese string of the reader's site's interface, in one place for review. (The help, FAQ
// and terms pages are documents, kept in src/documents/.) One export per area, so that an island
// ships only the strings it shows.
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
  logout: "ログアウト",
  openMenu: "メニューを開く",
  closeMenu: "メニューを閉じる",
  menuTitle: "メニュー",
  newTab: "（新しいタブで開きます）",
} as const;

// --- search: the search form (every page's first load: keep it short), its history panel (loaded
// on first focus) and the results page. The word's validation messages are core's (search-word.ts).
export const searchMessages = {
  label: "記事を検索",
  placeholder: "キーワードで記事を検索",
  submit: "検索",
  cancel: "キャンセル",
  pageForm: "キーワードを変えて検索",
} as const;

export const searchHistoryMessages = {
  title: "最近の検索",
  deleteAll: "履歴のすべて削除",
  delete: (word: string) => `「${word}」を履歴から削除`,
} as const;

export const searchResultsMessages = {
  title: "検索結果",
  titleFor: (word: string) => `「${word}」の検索結果`,
  range: (total: number, from: number, to: number) => `全${total}件中 ${from}–${to}件`,
  results: "検索結果の一覧",
  noResults: (word: string) => `「${word}」に一致する記事は見つかりませんでした。`,
  noResultsHint: "別のキーワードや、短いキーワードでお試しください。英語でも日本語でも検索できます。",
  pastLastPage: (total: number) => `このページに検索結果はありません（全${total}件）。`,
  firstPage: "検索結果の1ページ目へ",
  invalidTitle: "検索できませんでした",
  failed: "検索結果を読み込めませんでした。時間をおいて、もう一度お試しください。",
  retry: "もう一度検索する",
  snippet: "本文の該当箇所",
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

export const listMessages = {
  latest: "新着記事",
  popular: "よく読まれている記事",
  notices: "お知らせ",
  noArticles: "記事がまだありません。",
  levelFilter: "レベルで絞り込む",
  allLevels: "すべて",
  noArticlesOfLevel: (level: string) => `${level}の記事はありません。ほかのレベルを選んでください。`,
  ofLevel: (level: string) => `（${level}）`,
  free: "無料",
  paid: "有料",
  audio: "音声あり",
  finished: "完結",
  pagination: "ページ送り",
  previous: "前のページ",
  next: "次のページ",
  pageOf: (page: number, pages: number) => `${page} / ${pages} ページ`,
  articleCount: (total: number) => `${total}本の記事`,
  categoryArticles: (name: string) => `${name}の記事`,
} as const;

export const contentsMessages = {
  title: "コンテンツ一覧",
  lead: "AWD ウイークリー・デジタルで読めるシリーズの一覧です。レベルと音声の有無を目安に選んでください。",
  seriesCount: (count: number) => `${count}シリーズ`,
} as const;

export const seriesMessages = {
  articles: "このシリーズの記事",
  allSeries: "コンテンツ一覧へ",
} as const;

export const levelMessages = {
  beginner: "初級",
  intermediate: "中級",
  advanced: "上級",
} satisfies Record<Level, string>;

export const articleMessages = {
  publishedAt: "公開",
  author: "文",
  illustrator: "イラスト",
  lead: "リード",
  translationMode: "和訳の表示",
  englishOnly: "英文のみ",
  englishAndJapanese: "英文＋和訳",
  showTranslation: "和訳",
  glossary: "この記事の語句",
  glossaryHint: "下線の語句にふれる（タップする）と意味が表示されます。",
  related: "関連記事",
  partsOfSpeech: {
    noun: "名詞",
    verb: "動詞",
    adjective: "形容詞",
    adverb: "副詞",
    phrase: "句",
    preposition: "前置詞",
    conjunction: "接続詞",
    idiom: "熟語",
  } as Record<string, string>,
} as const;

export const audioMessages = {
  title: "音声",
  player: "音声プレーヤー",
  play: "再生",
  pause: "一時停止",
  previousSentence: "前の文",
  nextSentence: "次の文",
  seek: "再生位置",
  speed: "再生速度",
  sentenceHint: "本文の文をクリックすると、その文から再生します。",
  loadError: "音声を読み込めませんでした。",
  listTitle: "音声で聞く",
  listLead: "音声つきの記事です。聞きながら本文を目で追い、読まれている文を確かめましょう。",
  openArticle: "記事ページで読む",
  transcript: "スクリプト",
} as const;

export const quizMessages = {
  title: "クイズ",
  question: (n: number) => `第${n}問`,
  correct: "正解！",
  wrong: "不正解",
  answerIs: (answer: string) => `正解は「${answer}」`,
  explanation: "解説",
  score: (right: number, total: number) => `${total}問中${right}問正解`,
  scoreTitle: "結果",
  retry: "もう一度挑戦する",
} as const;

export const dictationMessages = {
  title: "ディクテーション",
  lead: "音声を聞いて、聞こえた英文を書き取りましょう。",
  listen: "音声を聞く",
  input: "聞こえた英文",
  check: "答え合わせ",
  answer: "正解の英文",
  meaning: "意味",
  result: (right: number, total: number) => `${total}語中${right}語正解`,
  missing: "抜けている語",
  extra: "余分な語",
  legend: "緑は合っている語、赤い取り消し線は余分な語、点線の枠は抜けている語です。",
  hiddenSentence: (n: number) => `（ディクテーション${n}の文です。答え合わせの後に表示されます）`,
} as const;

export const listenRepeatMessages = {
  title: "リッスン・アンド・リピート",
  lead: "一文ずつ音声を聞き、続けて声に出して繰り返しましょう。",
  play: (n: number) => `${n}番目の文を再生`,
  playing: "再生中",
} as const;

export const paywallMessages = {
  title: "この続きは有料会員向けです",
  reasons: {
    login:
      "この記事の本文・和訳・語句・音声は、デジタル版の会員の方がお読みいただけます。会員の方はログインしてください。",
    subscribe: "この記事の続きを読むには、デジタル版（デジタルコースまたはダブルコース）のお申し込みが必要です。",
    "preview-code":
      "ダブルコースの方は、紙面に掲載されているプレビューコードを入力すると、この記事の続きをお読みいただけます。",
    expired: "ご契約の期間が終了しています。続きを読むには、ご契約を更新してください。",
  } satisfies Record<AccessDenial, string>,
  actions: {
    login: "ログインして読む",
    subscribe: "デジタル版を申し込む",
    "preview-code": "プレビューコードを入力する",
    expired: "契約を更新する",
  } satisfies Record<AccessDenial, string>,
  applyInstead: "はじめての方はこちら（お申し込み）",
} as const;

export const notFoundMessages = {
  title: "ページが見つかりません",
  text: "お探しのページは、移動または削除された可能性があります。URL をご確認のうえ、トップページからお探しください。",
  home: "トップページへ",
  contents: "コンテンツ一覧を見る",
} as const;

export const errorMessages = {
  title: "エラーが発生しました",
  text: "ページを表示できませんでした。時間をおいて、もう一度お試しください。",
  retry: "もう一度読み込む",
  home: "トップページへ",
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

export const loginMessages = {
  title: "ログイン",
  text: "ログインページへ移動しています…",
  callbackTitle: "ログインしています",
  callbackText: "ログインを完了しています。まもなく元のページに戻ります。",
  failed: "ログインを完了できませんでした。もう一度お試しください。",
  retry: "もう一度ログインする",
  back: "トップページへ戻る",
} as const;

export const documentMessages = {
  updated: (date: string) => `最終更新：${date}`,
  toc: "目次",
} as const;

// --- print: the print edition's list of issues and its PDF viewer (app/print, components/print) ---
export const printMessages = {
  title: "紙面ビューアー",
  lead: "毎週の英字新聞の紙面を、そのままのレイアウトでお読みいただけます。紙面の閲覧はデジタル版の会員の方が対象です。",
  issues: "紙面一覧",
  noIssues: "紙面はまだありません。",
  pages: (count: number) => `全${count}ページ`,
  cover: (title: string) => `${title}の1面`,
  backToList: "紙面一覧へ",
  viewer: "紙面",
  toolbar: "紙面の操作",
  previousPage: "前のページ",
  nextPage: "次のページ",
  pageNumber: "ページ番号",
  pageCount: (count: number) => `/ ${count}`,
  currentPage: (page: number, count: number) => `${count}ページ中${page}ページ目`,
  zoomOut: "縮小",
  zoomIn: "拡大",
  zoomPreset: "表示倍率",
  zoomPercent: (zoom: number) => `${Math.round(zoom * 100)}%`,
  fitWidth: "幅に合わせる",
  thumbnails: "ページ一覧",
  thumbnail: (page: number) => `${page}ページ目を表示`,
  page: "紙面のページ",
  loading: "紙面を読み込んでいます",
  loadError: "紙面を読み込めませんでした。時間をおいて、もう一度お試しください。",
  retry: "もう一度読み込む",
  hint: "左右の矢印キーでページ移動、＋と−のキーで拡大・縮小ができます。スマートフォンでは2本の指で拡大・縮小できます。",
  promptTitle: "紙面ビューアーはデジタル版の会員向けです",
  promptLogin: "紙面の閲覧は、デジタル版の会員の方が対象です。会員の方はログインしてください。",
  promptSubscribe:
    "紙面を読むには、デジタル版（デジタルコースまたはダブルコース）のお申し込みが必要です。ダブルコースの方は、プレビューコードを入力してください。",
  login: "ログインして読む",
  apply: "デジタル版を申し込む",
  applyInstead: "はじめての方はこちら（お申し込み）",
  previewCode: "プレビューコードを入力する",
} as const;

// --- account: the preview-code page, my page and the preview-code banner (components/account) ---
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
  banner: "ダブルコースの方は、プレビューコードを入力してください。入力するとすべての記事が読めます。",
  bannerAction: "プレビューコードを入力する",
  countdown: (days: number) =>
    `プレビューコードの有効期限まで、あと${days}日です。新しい紙面のコードを入力してください。`,
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
  statusNames: { available: "ご利用中", none: "停止中" },
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
  historyTitle: "最近の検索",
  historyEmpty: "検索の履歴はありません。",
  historyDelete: (word: string) => `「${word}」を履歴から削除`,
  historyDeleteAll: "履歴のすべて削除",
  logout: "ログアウト",
  account: "アカウント",
} as const;

// --- engagement: the feedback card, the rotating notices and the error toasts (components/engagement) ---
export const engagementMessages = {
  feedbackTitle: "アンケートにご協力ください",
  feedbackClose: "アンケートを閉じる",
  stars: (n: number) => `星${n}つ`,
  ratingHint: "星の数を選ぶと、ご意見の入力欄が表示されます。",
  ratingHintSendsAtOnce:
    "星をクリックすると、そのまま送信されます。キーボードでは矢印キーで選び、Enterキーで送信します。",
  counterLabel: "入力した文字数",
  feedbackSend: "送信する",
  feedbackSending: "送信しています…",
  feedbackThanks: "ご回答ありがとうございました。",
  noticesPause: "お知らせの切り替えを止める",
  toasts: "通知",
  toastClose: "通知を閉じる",
} as const;
