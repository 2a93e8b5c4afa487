// The installed app's names and the page shown offline for what the device has not kept
// (docs/product/offline-and-reading-comfort.md).
export const appMessages = {
  name: "AWD ウイークリー・デジタル",
  shortName: "AWDウイークリー",
  description: "ニュースとコラムで英語を学ぶ、英字新聞のデジタル版",
} as const;

export const offlineMessages = {
  title: "オフラインです",
  heading: "このページはまだ端末に保存されていません",
  text: "ネットワークにつながると読めます。一度開いた記事やページは、オフラインでも読めます。",
  home: "トップへ",
  retry: "もう一度読み込む",
} as const;
