/** The characters of WinAnsi (Windows-1252) beyond Latin-1, which the standard fonts can draw. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text for the PDF's standard fonts (WinAnsi): no-break and narrow spaces become plain spaces; a
 * letter the fonts cannot draw (Czech and Slovak č, ř, ě, ů, ľ, …) is written without its accent, so
 * an invoice of every shop renders (an embedded Unicode font is still to come, decision 0012).
 */
export function winAnsi(value: string): string {
  let out = '';
  for (const ch of value.replace(/\u00a0|\u202f/g, ' ').replace(/\u2212/g, '-')) {
    const code = ch.codePointAt(0)!;
    if (code <= 0xff || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else
      out += ch
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\u0000-\u00ff]/g, '?');
  }
  return out;
}
