// The learner's notebook: the word popover of the article text and saving a word from it.
export const notebookMessages = {
  popover: {
    label: (word: string) => `「${word}」を調べる`,
    dictionaryForm: "辞書形",
    glossary: "この記事の語句",
    dictionary: "英英辞書",
    sentence: "この文",
    translation: "段落の和訳",
    loading: "意味を調べています…",
    noEntry: "辞書に載っていない語です。",
    lookupFailed: (status?: number) =>
      `意味を読み込めませんでした${status ? `（エラー ${status}）` : ""}。閉じてもう一度お試しください。`,
    previousWord: "前の語",
    nextWord: "次の語",
    close: "閉じる",
    partsOfSpeech: { noun: "名詞", verb: "動詞", adjective: "形容詞", adverb: "副詞" } as Record<string, string>,
    phraseProblems: {
      "no-words": "英単語を選んでください。",
      "crosses-sentences": "一つの文の中で選んでください。",
      "too-many-words": "語句は8語までです。",
      "too-long": "語句は100文字までです。",
    } as Record<string, string>,
    paragraphHint: "Enter キーでこの段落の単語を調べられます。",
  },
  save: {
    save: "保存",
    saving: "保存しています…",
    saved: "単語帳に保存しました",
    alreadyKept: "すでに単語帳にあります",
    failed: (status?: number) =>
      `保存できませんでした${status ? `（エラー ${status}）` : ""}。もう一度お試しください。`,
    queued: "オフラインです。接続したら単語帳に保存します。",
    signInTitle: "ログインして単語帳に保存",
    signInReason: "単語帳は無料会員ならどなたでも無料で使えます。ログインすると、この語を保存して復習できます。",
    signIn: "ログインして保存",
    savedAfterSignIn: (word: string) => `「${word}」を単語帳に保存しました`,
    queuedSent: (count: number) => `接続が戻ったので、${count}語を単語帳に保存しました`,
    dismiss: "閉じる",
  },
} as const;
