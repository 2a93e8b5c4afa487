import type { Metadata } from "next";

export const metadata: Metadata = { title: "AWD", robots: { index: false } };

// A bare prerendered page: a health check for load balancers, and the baseline bench/pages.ts
// measures the site's pages against.
export default function HealthPage() {
  return (
    <main>
      <p>AWD</p>
    </main>
  );
}
