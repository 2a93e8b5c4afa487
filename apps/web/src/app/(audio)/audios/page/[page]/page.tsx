import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { shareMetadata } from "@/lib/share-metadata";
import { audioMessages } from "@/messages/audio";
import { AudioListView } from "@/views/AudioListView";

// /audios?page=N, rewritten here (next.config.ts): regenerated, never rendered per request.
export const revalidate = 3600;
export const metadata: Metadata = shareMetadata({ title: audioMessages.listTitle });

export function generateStaticParams(): { page: string }[] {
  return [];
}

export default async function AudiosListPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound();
  return <AudioListView page={Number(page)} />;
}
