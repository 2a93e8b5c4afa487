// The audio player (article and audio pages) and the audio list.
export const audioMessages = {
  title: "音声",
  player: "音声プレーヤー",
  play: "再生",
  pause: "一時停止",
  previousSentence: "前の文",
  nextSentence: "次の文",
  seek: "再生位置",
  speed: "再生速度",
  /** the audio page, whose text is a transcript: a click on a sentence plays from it */
  sentenceHint: "本文の文をクリックすると、その文から再生します。",
  /** the article page, where a tap on a word looks it up in silence */
  listenHint: "文を聞くには、単語をタップして「この文を聞く」を押します。",
  loadError: "音声を読み込めませんでした。",
  listTitle: "音声で聞く",
  listLead: "音声つきの記事です。聞きながら本文を目で追い、読まれている文を確かめましょう。",
  openArticle: "記事ページで読む",
  transcript: "スクリプト",
} as const;
