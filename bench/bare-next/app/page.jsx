export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>A heading and a paragraph, prerendered: what any page of the framework costs at least.</p>
    </main>
  );
}
