/** Whether a rich-text value (Lexical editor state) has no content: null, or a root without children. */
export function isEmptyRichText(data: unknown): boolean {
  return !data || !((data as { root?: { children?: unknown[] } }).root?.children?.length ?? 0);
}
