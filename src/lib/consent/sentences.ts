/**
 * A text split into its sentences: at a full stop, question or exclamation mark after a word of at
 * least two letters (so 'z. B.' stays whole), before a capital letter or an opening quote.
 */
export function sentences(text: string): string[] {
  return text.split(/(?<=[^\s.]{2}[.!?])\s+(?=[\p{Lu}„«"])/u);
}
