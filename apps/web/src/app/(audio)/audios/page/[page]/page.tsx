import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { audiosHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { audioMessages } from "@/messages/audio";
import { AudioListView } from "@/views/AudioListView";

// /audios?page=N, rewritten here (next.config.ts): regenerated, never rendered per request.
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<{ page: string }> }): Promise<Metadata> {
  const { page } = await params;
  return shareMetadata({
    title: audioMessages.listTitle,
    ...(/^[1-9]\d{0,3}$/.test(page) && { canonical: audiosHref(Number(page)) }),
  });
}

export function generateStaticParams(): { page: string }[] {
  return [];
}

export default async function AudiosListPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound();
  return <AudioListView page={Number(page)} />;
}
