import { NotFoundNotice } from "@/components/notices/NotFoundNotice";

export default function SiteNotFound() {
  return <NotFoundNotice />;
}
