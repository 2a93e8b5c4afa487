import type { NextConfig } from "next";

const config: NextConfig = {
  basePath: "/awd",
  transpilePackages: ["@awd/core"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
