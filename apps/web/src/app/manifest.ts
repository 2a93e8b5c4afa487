import type { MetadataRoute } from "next";
import { appIconPath, appIcons, appThemeColour } from "@/lib/app-icons";
import { appMessages } from "@/messages/offline";

// docs/product/offline-and-reading-comfort.md#installable-site. The scope is /awd, not /awd/: the
// site's home is /awd itself (Next.js serves the base path without a trailing slash).
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/awd",
    name: appMessages.name,
    short_name: appMessages.shortName,
    description: appMessages.description,
    lang: "ja",
    start_url: "/awd",
    scope: "/awd",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: appThemeColour,
    icons: appIcons.map(({ file, size, purpose }) => ({
      src: appIconPath(file),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
