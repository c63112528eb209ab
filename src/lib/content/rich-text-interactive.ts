interface LexicalNode {
  type?: unknown;
  listType?: unknown;
  children?: unknown;
}

/**
 * Node types that render as links or controls: links, embedded entries (coupon copy button, modal
 * link), uploads (a file that is no image is a download link) and check lists (checkboxes).
 */
const INTERACTIVE = new Set(['link', 'autolink', 'block', 'inlineBlock', 'upload']);

/**
 * Whether a rich text (Lexical editor state) holds a link, an embedded entry, an upload or a check list. Text drawn inside
 * something that is itself one link (a CUSTOM promotion card) may hold neither: a link inside a
 * link is invalid HTML, and neither screen readers nor pointers can reach it reliably.
 */
export function hasInteractiveContent(data: unknown): boolean {
  const stack: unknown[] = [(data as { root?: unknown } | null)?.root];
  while (stack.length > 0) {
    const node = stack.pop() as LexicalNode | undefined;
    if (!node || typeof node !== 'object') continue;
    if (typeof node.type === 'string' && INTERACTIVE.has(node.type)) return true;
    if (node.type === 'list' && node.listType === 'check') return true;
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return false;
}
