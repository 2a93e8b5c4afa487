import type { Metadata } from "next";
import { PartnersScreen } from "@/desk/editorial/PartnersScreen.island";
import { deskPartnersMessages } from "@/messages/desk-partners";

export const metadata: Metadata = { title: deskPartnersMessages.title };

export default function DeskPartnersPage() {
  return <PartnersScreen />;
}
