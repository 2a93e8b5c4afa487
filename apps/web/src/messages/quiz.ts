// The exercises under an article: the choice quiz, dictation, and listen and repeat.
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
