// The desk's audit log screen (app/(desk)/desk/audit, docs/product/publishers-desk.md#audit-log).
export const deskAuditMessages = {
  title: "変更履歴",
  summary: "編集部の画面とコマンドラインで行われたすべての変更を、誰が・いつ・何を変えたかで確認します。",
} as const;
