import { feedbackLimits } from "@awd/core/constants";

// The feedback card, the rotating notices and the error toasts (components/engagement).
export const engagementMessages = {
  feedbackTitle: "アンケートにご協力ください",
  feedbackClose: "アンケートを閉じる",
  stars: (n: number) => `星${n}つ`,
  ratingHint: "星の数を選ぶと、ご意見の入力欄が表示されます。",
  ratingHintSendsAtOnce:
    "星をクリックすると、そのまま送信されます。キーボードでは矢印キーで選び、Enterキーで送信します。",
  counterLabel: "入力した文字数",
  feedbackTextOverLimit: `${feedbackLimits.textMaxLength}文字を超えています。${feedbackLimits.textMaxLength}文字以内で入力してください。`,
  feedbackSend: "送信する",
  feedbackSending: "送信しています…",
  feedbackThanks: "ご回答ありがとうございました。",
  noticesPause: "お知らせの切り替えを止める",
  toasts: "通知",
  toastClose: "通知を閉じる",
} as const;
