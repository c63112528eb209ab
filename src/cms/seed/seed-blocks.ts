import { markdown } from './lexical';

/** A rich-text block of seeded content, from the Markdown subset of lexical.ts. */
export const richtext = (source: string, title?: string) => ({
  blockType: 'Richtext',
  ...(title ? { title } : {}),
  richtext: markdown(source),
});

/** A table-of-contents block with its title in the page's language. */
export const tocBlock = (title: string) => ({ blockType: 'TableOfContents', title });

/** One question and answer of an Accordion block. */
export const qa = (title: string, answer: string) => ({ title, richtext: markdown(answer) });
