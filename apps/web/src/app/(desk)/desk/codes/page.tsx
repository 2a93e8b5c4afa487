import { CodesScreen } from "@/desk/codes/CodesScreen.island";

// docs/product/publishers-desk.md#codes
export default function DeskCodesPage() {
  return <CodesScreen />;
}
