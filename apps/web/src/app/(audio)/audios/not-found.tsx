import { NotFoundNotice } from "@/components/feedback/NotFoundNotice";

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
