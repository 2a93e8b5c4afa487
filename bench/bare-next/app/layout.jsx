// The reference of npm run bench:lighthouse: the smallest page Next.js makes, built with the
// repo's own Next.js version, so every AWD page is scored beside what the framework itself costs.
export const metadata = { title: "A bare Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
