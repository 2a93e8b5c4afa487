import { latestFeed } from "@/lib/search-engine-files";

// RSS of the newest articles, kept like the lists (the front keeps it as its Cache-Control says) and
// regenerated on content import. docs/product/search-engines-and-feeds.md#public-feeds
export const revalidate = 3600;

export const GET = () => latestFeed();
