import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { accountMessages } from "../../messages/account";
import { codeRefusalMessage } from "./code-refusal";

const refused = "コードを受け付けられませんでした。コードをご確認のうえ、もう一度お試しください。";
const serverFailed = "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。";

describe("codeRefusalMessage: the reader's Japanese for a refused code", () => {
  it.each([
    [
      "a wrong preview code",
      new ApiRequestError(422, "The preview code is not this month's", "preview-code-wrong"),
      "プレビューコードが正しくありません。今月の紙面に印刷されたコードをご確認ください。",
    ],
    [
      "a reader without the double course",
      new ApiRequestError(422, "Only a double-course reader enters a preview code", "preview-code-not-double-course"),
      "プレビューコードの入力は、ダブルコースのご契約者さまのみ必要です。",
    ],
    [
      "too many preview codes",
      new ApiRequestError(429, "Too many", "preview-code-attempts-exceeded"),
      "プレビューコードの入力に10回失敗しました。1時間後にもう一度お試しください。",
    ],
    [
      "an unknown linking code",
      new ApiRequestError(422, "The linking code is unknown or already used", "linking-code-unknown"),
      "この購読連携コードは使えません。コードをご確認のうえ、もう一度お試しください。",
    ],
    [
      "too many linking codes",
      new ApiRequestError(429, "Too many", "linking-code-attempts-exceeded"),
      "購読連携コードの入力に10回失敗しました。1時間後にもう一度お試しください。",
    ],
    ["a code this page does not know", new ApiRequestError(422, "Something new", "some-future-code"), refused],
    ["a code inherited from Object", new ApiRequestError(422, "x", "toString"), refused],
    ["a refusal without a code, in English", new ApiRequestError(422, "previewCode: Too small"), refused],
    ["a fault, in English", new ApiRequestError(500, "Internal server error"), serverFailed],
    [
      "a database away",
      new ApiRequestError(503, "The database cannot be reached", "database-unavailable"),
      serverFailed,
    ],
    ["no answer at all", new TypeError("Failed to fetch"), accountMessages.codeNoAnswer],
  ])("%s", (_, error, message) => {
    expect(codeRefusalMessage(error)).toBe(message);
  });
});
