// What a page shows when it failed or does not exist: its own module, because the error boundary's
// chunk on every page carries it apart from the frame's strings.
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
