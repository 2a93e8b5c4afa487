import type { SnippetPart } from "@awd/core/contract/search";

// The API's snippet as text: the words the query found are <mark>, the rest plain text. React
// escapes every part, so a snippet can never be markup.
export function SearchSnippet({
  parts,
  lang,
  label,
  className,
}: {
  parts: SnippetPart[];
  lang: "en" | "ja";
  label: string;
  className?: string;
}) {
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      <span className="visually-hidden">{label}：</span>
      <span lang={lang}>
        {parts.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed text in a fixed order
          part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
        )}
      </span>
    </p>
  );
}
