import { homeCategory } from "@awd/core/category-nav";
import { HomeView } from "@/views/HomeView";

// Prerendered, regenerated at most hourly and whenever content is imported (api/revalidate).
export const revalidate = 3600;

export default function HomePage() {
  return <HomeView category={homeCategory} page={1} />;
}
