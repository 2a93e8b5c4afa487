import type { ValueProblem } from "@awd/core/remote-config-value";

// The desk's remote config and surveys screen (docs/product/publishers-desk.md#remote-config-and-surveys).
export const deskConfigMessages = {
  title: "リモート設定・アンケート",
  summary: "アンケートの質問と表示フェーズを、A/B・A/B/C のパターンごとに決めます。",
  lead: "読者のブラウザは、自分のパターンの値があればそれを、なければ共通の値を使います（A/B/C → A/B → 共通の順）。",
  loading: "リモート設定を読み込んでいます…",
  caption: "保存されている値",
  columns: { key: "設定", pattern: "パターン", updatedAt: "更新", actions: "操作" },
  keys: {
    userFeedback: "アンケート（userFeedback）",
    userSurveyDisplayPhase: "表示フェーズ（userSurveyDisplayPhase）",
  },
  pattern: (pattern: string) => (pattern === "" ? "共通（デフォルト）" : pattern),
  keyLabel: "設定",
  patternLabel: "パターン",
  editTitle: "値を直す",
  viewTitle: "値を見る",
  readOnly: "このアカウントは閲覧のみのため、値を直すことも削除することもできません。",
  notStoredView: "このパターンの値はまだありません。このパターンの読者には共通の値が届きます。",
  notStored: "このパターンの値はまだありません。共通の値から書き始めます。",
  edit: "直す",
  view: "見る",
  remove: "削除",
  phaseLabel: "表示フェーズ",
  phaseHint: "例: BeforeOnboarding",
  question: (n: number) => `質問 ${n}`,
  fields: {
    id: "質問ID",
    question: "質問文",
    eventKey: "アンケートのキー",
    eventKeyHint: "同じキーの質問が一つのアンケートになります（最初に星の質問）",
    answerType: "回答の形",
    paths: "表示するページ（正規表現、1行に1つ）",
    pathsShown: "表示するページ（正規表現）",
  },
  answerTypes: { rating: "星（rating）", text: "文章（text）" },
  noPaths: "なし（どのページにも表示されません）",
  addQuestion: "質問を足す",
  removeQuestion: (n: number) => `質問 ${n} を外す`,
  jsonMode: "JSON で直す",
  formMode: "フォームで直す",
  jsonLabel: "値（JSON）",
  problemsTitle: "保存できない理由",
  problemAt: (path: string, message: string) => (path ? `${path}: ${message}` : message),
  problem: (problem: ShownValueProblem) => valueProblemText(problem),
  save: "保存する",
  saving: "保存しています…",
  saved: "保存しました。読者のブラウザには次に設定を読むときに届きます。",
  removed: "削除しました。",
  preview: "プレビュー（読者に見えるアンケート）",
  previewSurvey: "プレビューするアンケート",
  previewNone: "表示されるアンケートはありません。",
  previewNote: "プレビューでは回答は送られません。",
  confirmRemove: (key: string, pattern: string) => `${key} の「${pattern}」の値を削除しますか？`,
  confirmRemoveBody: "このパターンの読者には、次に設定を読むときから共通の値が届きます。",
  removeVerb: "削除する",
} as const;

/** A problem the desk shows beside the value: core's (remote-config-value.ts), or JSON that does not parse. */
export type ShownValueProblem = ValueProblem | { path: ""; code: "json-unreadable" };

const valueFieldNames: Record<string, string> = {
  id: "質問ID",
  question: "質問文",
  eventKey: "アンケートのキー",
  answerType: "回答の形",
  paths: "表示するページ",
  displayRules: "表示するページ",
  feedbacks: "質問の一覧",
};

const fieldName = (field: string | undefined) =>
  field === undefined ? "値" : Object.hasOwn(valueFieldNames, field) ? (valueFieldNames[field] ?? field) : field;

/** What the desk says for each problem code of core's remoteConfigValueProblems. */
function valueProblemText(problem: ShownValueProblem): string {
  switch (problem.code) {
    case "json-unreadable":
      return "JSON として読めません";
    case "phase-not-string":
      return "表示フェーズは文字列です";
    case "phase-empty":
      return "表示フェーズを入れてください";
    case "not-feedbacks":
      return '{"feedbacks": [ … ]} の形で書いてください';
    case "answer-type-invalid":
      return `${fieldName(problem.field)}は rating（星）か text（文章）です`;
    case "field-missing":
      return `${fieldName(problem.field)}を入れてください`;
    case "field-malformed":
      return `${fieldName(problem.field)}の形が正しくありません`;
    case "id-taken":
      return `質問ID ${problem.id} はほかの質問と同じです`;
    case "rule-not-regex":
      return `「${problem.pattern}」は正規表現として読めません`;
    case "survey-without-rating":
      return `アンケート ${problem.eventKey} に星の質問（rating）がないため、表示されません`;
  }
}
