/** A text snippet's text with its {placeholders} filled in, as paragraphs (blank-line separated). */
export function snippetParagraphs(text: string, amounts: Record<string, string>): string[] {
  return text
    .replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => amounts[name] ?? whole)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
