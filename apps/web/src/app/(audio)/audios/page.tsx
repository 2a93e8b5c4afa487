import type { Metadata } from "next";
import { audiosHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { audioMessages } from "@/messages/audio";
import { AudioListView } from "@/views/AudioListView";

export const revalidate = 3600;
export const metadata: Metadata = shareMetadata({ title: audioMessages.listTitle, canonical: audiosHref() });

export default function AudiosPage() {
  return <AudioListView page={1} />;
}
