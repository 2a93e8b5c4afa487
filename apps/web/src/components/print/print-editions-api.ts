import { readContract } from "@awd/core/contract/envelope";
import { type PrintEditionSummary, printEditionListSchema } from "@awd/core/contract/print-editions";
import { printEditionsListRoute } from "@/api/print-editions.generated";
import { readApi } from "@/lib/read-api";

// What the print pages read on the server: the public list, the same for every visitor.

export const listPrintEditions = () => readApi(printEditionsListRoute, { read: readContract(printEditionListSchema) });

export const findPrintEdition = async (issueDate: string): Promise<PrintEditionSummary | undefined> =>
  (await listPrintEditions()).find((edition) => edition.issueDate === issueDate);

export const printIssueHref = (issueDate: string) => `/print/${issueDate}`;
