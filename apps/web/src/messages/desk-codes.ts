// The desk's codes screen (app/(desk)/desk/codes, docs/product/publishers-desk.md#codes).
export const deskCodesMessages = {
  title: "コード",
  summary: "今月のプレビューコードの確認と設定、連携コードの発行・一覧・取り消しを行います。",
} as const;
