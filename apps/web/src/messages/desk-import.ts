import type { IssueProblemCode } from "@awd/core/contract/desk-import";

// The desk's weekly import (app/(desk)/desk/import, docs/product/publishers-desk.md#weekly-import).
export const deskImportMessages = {
  title: "週刊号の取り込み",
  summary: "週刊号のzip（記事・画像・音声・紙面）をアップロードし、確認してからサイトに取り込みます。",
  lead: "content フォルダの形式（articles/、media/、print/）をzipにまとめたものを選んでください。1回に1号です。",
  notPermitted:
    "このアカウントには週刊号を取り込む権限（content:import）がないため、取り込みはできません。取り込みは、この権限を持つ編集部のアカウントで行ってください。",
  choose: "zipファイルを選ぶ",
  dropHere: "ここにzipファイルをドロップすることもできます",
  chosen: (name: string, size: string) => `選んだファイル: ${name}（${size}）`,
  upload: "アップロードして確認する",
  uploading: (percent: number) => `アップロード中… ${percent}%`,
  checking: "確認しています…",
  notZip: "zipファイルを選んでください。",
  valid: (issue: string, articles: number, media: number) =>
    `${issue}号: 記事${articles}本、画像・音声・紙面${media}ファイル。問題はありません。`,
  invalid: (count: number) =>
    `問題が${count}件あります。直したzipをもう一度アップロードしてください。何も取り込まれていません。`,
  refused: "このzipは受け付けられません。何も取り込まれていません。",
  problemsHeading: "問題のあるファイル",
  articlesHeading: "取り込む記事",
  wholeZip: "zip全体",
  fieldLabel: (field: string) => `項目 ${field}`,
  run: "取り込む",
  progressLabel: "取り込みの進み具合",
  step: {
    validated: "確認済み",
    article: (done: number, total: number) => `記事 ${done}/${total}`,
    media: (files: number) => `画像・音声 ${files}ファイルを配置しました`,
    revalidated: "サイトのページを更新しました",
  },
  done: (written: number, unchanged: number) =>
    `取り込みました（新規・更新 ${written}本、変更なし ${unchanged}本）。サイトで記事を確認できます。`,
  failed: "取り込めませんでした。何も取り込まれていません。",
  streamLost: "進み具合を受け取れなくなりました。少し待ってからサイトで記事を確認してください。",
  busy: "別の週刊号を取り込んでいます。終わってからもう一度お試しください。",
  tooLarge: "zipが大きすぎます。",
  uploadFailed: "アップロードできませんでした。通信を確かめてもう一度お試しください。",
  newArticles: "取り込んだ記事",
  another: "別の号を取り込む",
} as const;

/** What each problem means, for the operator who fixes the file. */
export const issueProblemText: Record<IssueProblemCode, string> = {
  "not-a-zip": "zipファイルとして読めません。",
  "too-large": "zipが大きすぎます。",
  "too-many-files": "ファイルの数が多すぎます。",
  "too-much-data": "展開後のサイズが大きすぎます（zip爆弾の疑い）。",
  "unsafe-path": "フォルダの外を指すパスです（../ や / で始まるパスは使えません）。",
  link: "シンボリックリンクは使えません。",
  encrypted: "暗号化されたファイルは読めません。",
  "file-type": "content フォルダの形式にない種類のファイルです。",
  "no-articles": "記事（articles/）が1本も入っていません。",
  "not-json": "JSONとして読めません。",
  "missing-field": "必要な項目がありません。",
  "invalid-field": "項目の値が形式に合っていません。",
  "no-media-metadata": "画像・音声の情報（media/meta/）がありません。",
  "missing-media": "記事が指す画像・音声・紙面のファイルがzipにありません。",
  "file-name": "ファイル名が記事のIDと合っていません。",
  "series-folder": "連載のフォルダが違います。",
  "no-audio": "この連載には音声が必要です。",
  "duplicate-id": "同じIDの記事が2つあります。",
  "id-taken": "このIDは別の号の記事がすでに使っています。",
  "several-issues": "1つのzipに複数の号の記事が入っています。",
  "unreferenced-file": "どの記事からも使われていないファイルです。",
  "print-invalid": "紙面の説明ファイルが形式に合っていません。",
  "unreadable-image": "画像として読めません（壊れているか、途中で切れているか、画像ではないファイルです）。",
  "unreadable-audio": "音声として読めません（壊れているか、途中で切れているか、音声ではないファイルです）。",
  "unreadable-pdf": "PDFとして開けません（壊れているか、途中で切れているか、PDFではないファイルです）。",
  "wrong-format": "ファイルの中身が拡張子と違う形式です（例: PNGの画像に .webp という名前）。",
  "image-size": "画像の縦横のピクセル数が大きすぎるか、0です。",
  "silent-audio": "音声ファイルに音が入っていません（長さが0秒です）。",
  "media-mismatch":
    "ファイルの中身が説明ファイル（media/meta/ や print/ のJSON）の大きさ・長さ・ページ数と合っていません。",
  "media-timeout": "ファイルの読み込みに時間がかかりすぎたため、確認を打ち切りました。",
  "import-failed": "取り込みの途中で失敗しました。",
};
