import { ReaderScreen } from "@/desk/readers/ReaderScreen.island";

// docs/product/publishers-desk.md#readers: one reader, and the changes desk:write may make.
export default function DeskReaderPage() {
  return <ReaderScreen />;
}
