// The API's answers about the print edition (apps/api/src/routes/print-editions.ts defines them).

export interface Headline {
  en: string;
  ja: string;
}

/** GET /print-editions: one issue as the public list shows it. */
export interface PrintEditionSummary {
  issueDate: string;
  title: string;
  headline: Headline;
  pageCount: number;
  /** path of the front page's thumbnail under the static root */
  cover: string;
}

/** GET /print-editions/{issueDate}, for a visitor with a valid right. */
export interface PrintEdition {
  issueDate: string;
  title: string;
  headline: Headline;
  pageCount: number;
  bytes: number;
  /** path under the static root with a short-lived signature */
  pdfUrl: string;
}
