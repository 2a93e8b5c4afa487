"use client";

import { type ComponentType, useEffect, useState } from "react";
import { adoptAllianceTokenFromUrl } from "./alliance-cookie";
import { loginCallbackPath } from "./public-config";
import { startSession, useSession } from "./session-store";

/**
 * Decides the session on the first client render and mounts the sign-in SDK only when it is
 * needed, so it never weighs on the first load of a page read anonymously.
 */
export function SessionBoot() {
  const { sdkRequested } = useSession();
  const [Bridge, setBridge] = useState<ComponentType | null>(null);

  useEffect(() => {
    adoptAllianceTokenFromUrl();
    startSession({ isLoginCallback: window.location.pathname === loginCallbackPath });
  }, []);

  useEffect(() => {
    if (!sdkRequested || Bridge) return;
    import("./SessionBridge.island").then((module) => setBridge(() => module.default));
  }, [sdkRequested, Bridge]);

  return Bridge ? <Bridge /> : null;
}
