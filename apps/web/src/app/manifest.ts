import { appIcons, appThemeColour } from "@awd/core/app-icons";
import type { MetadataRoute } from "next";
import icon192 from "@/assets/app-icons/icon-192.png";
import icon512 from "@/assets/app-icons/icon-512.png";
import iconMaskable512 from "@/assets/app-icons/icon-maskable-512.png";
import { appMessages } from "@/messages/offline";

// The PNGs are the build's static files (/awd/_next/static/media/…): cached for good, and precached
// by the service worker with the rest of the build.
const iconFiles = {
  "icon-192.png": icon192,
  "icon-512.png": icon512,
  "icon-maskable-512.png": iconMaskable512,
} as const;

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
      src: iconFiles[file].src,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  };
}
