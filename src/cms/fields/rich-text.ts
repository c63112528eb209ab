import type { RichTextField } from 'payload';

/** A rich-text field (Lexical, the editor configured in payload.config.ts). */
export function richText(
  name: string,
  options: { label?: string; required?: boolean; description?: string } = {},
): RichTextField {
  return {
    name,
    type: 'richText',
    label: options.label,
    required: options.required,
    admin: options.description ? { description: options.description } : undefined,
  };
}
