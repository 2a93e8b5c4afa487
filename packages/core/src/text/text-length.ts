// Limits on reader-typed text count characters as a reader sees them (code points), so an emoji or
// a rare kanji outside the BMP counts once, not twice as String#length would.
export const characterCount = (text: string): number => [...text].length;

export const truncateCharacters = (text: string, max: number): string => [...text].slice(0, max).join("");
