// The desk's readers screens (app/(desk)/desk/readers, docs/product/publishers-desk.md#readers).
export const deskReadersMessages = {
  title: "購読者",
  summary: "メールアドレスで購読者を探し、コースの付与・延長・取り消しや法人IDの設定を行います。",
} as const;
