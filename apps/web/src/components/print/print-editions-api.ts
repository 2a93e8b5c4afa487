import { readApi } from "@/lib/read-api";
import type { PrintEditionSummary } from "./print-edition";

// What the print pages read on the server: the public list, the same for every visitor.

export const listPrintEditions = () => readApi<PrintEditionSummary[]>("/print-editions");

export const findPrintEdition = async (issueDate: string): Promise<PrintEditionSummary | undefined> =>
  (await listPrintEditions()).find((edition) => edition.issueDate === issueDate);

export const printIssueHref = (issueDate: string) => `/print/${issueDate}`;
