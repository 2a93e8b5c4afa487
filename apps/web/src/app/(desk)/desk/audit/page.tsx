import { AuditScreen } from "@/desk/audit/AuditScreen.island";

// docs/product/publishers-desk.md#audit-log
export default function DeskAuditPage() {
  return <AuditScreen />;
}
