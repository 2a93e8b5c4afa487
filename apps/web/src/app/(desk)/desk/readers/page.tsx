import { ReadersScreen } from "@/desk/readers/ReadersScreen.island";

// docs/product/publishers-desk.md#readers
export default function DeskReadersPage() {
  return <ReadersScreen />;
}
