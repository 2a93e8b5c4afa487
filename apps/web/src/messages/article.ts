import type { AccessDenial } from "@awd/core/article-access";

// The article page: its head, body, glossary, related articles and the paywall prompt.
export const articleMessages = {
  publishedAt: "公開",
  author: "文",
  illustrator: "イラスト",
  lead: "リード",
  showTranslation: "和訳",
  glossary: "この記事の語句",
  /** what a tap on the text does (the article page; every word can be looked up) */
  lookupHint: "どの単語も、タップ（クリック）すると意味が出ます。",
  glossaryHint: "下線の語句は、この記事での意味が出ます。",
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
