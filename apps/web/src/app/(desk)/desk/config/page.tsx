import type { Metadata } from "next";
import { ConfigScreen } from "@/desk/editorial/ConfigScreen.island";
import { deskConfigMessages } from "@/messages/desk-config";

export const metadata: Metadata = { title: deskConfigMessages.title };

export default function DeskConfigPage() {
  return <ConfigScreen />;
}
