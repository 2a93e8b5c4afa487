import { passwordMinLength } from "@awd/core/constants";
import { type IdentityErrorCode, isIdentityErrorCode } from "@awd/core/errors";

// Every Japanese string the provider shows, in one place for review (house rule: one messages
// module per app). Core and the accounts API name a refusal by its code; this module says it in Japanese.
export const messages = {
  brand: "AWD",
  tagline: "英語学習週刊紙のデジタル版",
  email: "メールアドレス",
  password: "パスワード",
  required: "必須",
  login: {
    title: "ログイン",
    lead: "登録したメールアドレスとパスワードを入力してください。",
    submit: "ログイン",
    switchPrompt: "アカウントをお持ちでない方は",
    switchLink: "新規登録",
  },
  signup: {
    title: "新規登録",
    lead: "メールアドレスとパスワードを登録すると、すぐにログインできます。",
    name: "お名前",
    optional: "任意",
    passwordHint: `${passwordMinLength}文字以上で入力してください。`,
    submit: "登録してログイン",
    switchPrompt: "すでにアカウントをお持ちの方は",
    switchLink: "ログイン",
  },
  passwordTooShort: `パスワードは${passwordMinLength}文字以上で入力してください。`,
  nameTooLong: (max: number) => `お名前は${max}文字以内で入力してください。`,
  formTooLarge: "入力された内容が長すぎます。メールアドレス、パスワード、お名前を見直して、もう一度お試しください。",
  demo: {
    title: "開発用のデモアカウント",
    password: (password: string) => `パスワードはすべて「${password}」です。`,
  },
  errorTitle: "エラーが発生しました",
  errorHeading: "ログインを続けられませんでした",
  interactionExpired: "ログインの有効期限が切れました。サイトに戻って、もう一度ログインしてください。",
  unexpectedStep: "このログイン手続きには対応していません。サイトに戻って、もう一度お試しください。",
  authorizationFailed: "ログインの要求を処理できませんでした。サイトに戻って、もう一度お試しください。",
  returnToNotAllowed: "ログアウトしましたが、指定された戻り先はこのサイトに登録されていません。",
  details: "詳細",
  backToSite: "サイトに戻る",
  loggedOutTitle: "ログアウト",
  loggedOut: "ログアウトしました。",
} as const;

// docs/product/sign-in-and-accounts.md#identity-errors: each code with what the reader is told.
export const identityErrorMessages: Record<IdentityErrorCode, string> = {
  "email-already-in-use": "このメールアドレスはすでに登録されています。",
  // Also for an email with no account: the answer must not tell which emails have one.
  "wrong-password": "メールアドレスまたはパスワードが正しくありません。",
  "user-not-found": "このメールアドレスのアカウントは見つかりません。",
  "too-many-requests": "試行回数が上限を超えました。しばらくしてからもう一度お試しください。",
  "network-request-failed": "通信に失敗しました。接続を確認してもう一度お試しください。",
  "invalid-credential": "メールアドレスまたはパスワードが正しくありません。",
};

export const unknownIdentityErrorMessage = "ログインに失敗しました。もう一度お試しください。";

/** The reader's message for a refusal's code; a code this page does not know gets the generic one. */
export const identityErrorMessage = (code: string): string =>
  isIdentityErrorCode(code) ? identityErrorMessages[code] : unknownIdentityErrorMessage;
