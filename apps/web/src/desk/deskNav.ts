import { deskMessages } from "@/messages/desk";
import { deskAuditMessages } from "@/messages/desk-audit";
import { deskCodesMessages } from "@/messages/desk-codes";
import { deskConfigMessages } from "@/messages/desk-config";
import { deskImportMessages } from "@/messages/desk-import";
import { deskNoticesMessages } from "@/messages/desk-notices";
import { deskPartnersMessages } from "@/messages/desk-partners";
import { deskReadersMessages } from "@/messages/desk-readers";
import { deskReportsMessages } from "@/messages/desk-reports";

/** One area of the desk: its screen and what the home page says of it. */
export interface DeskArea {
  /** the path under the site's base path, e.g. /desk/readers */
  href: string;
  label: string;
  summary: string;
}

export const deskHome: DeskArea = { href: "/desk", label: deskMessages.home, summary: deskMessages.homeLead };

// The desk's nav and home list, one line per area (docs/product/publishers-desk.md).
export const deskNav: DeskArea[] = [
  { href: "/desk/readers", label: deskReadersMessages.title, summary: deskReadersMessages.summary },
  { href: "/desk/codes", label: deskCodesMessages.title, summary: deskCodesMessages.summary },
  { href: "/desk/partners", label: deskPartnersMessages.title, summary: deskPartnersMessages.summary },
  { href: "/desk/notices", label: deskNoticesMessages.title, summary: deskNoticesMessages.summary },
  { href: "/desk/config", label: deskConfigMessages.title, summary: deskConfigMessages.summary },
  { href: "/desk/reports", label: deskReportsMessages.title, summary: deskReportsMessages.summary },
  { href: "/desk/import", label: deskImportMessages.title, summary: deskImportMessages.summary },
  { href: "/desk/audit", label: deskAuditMessages.title, summary: deskAuditMessages.summary },
];
