/** C0 control characters and DEL: none belongs in a one-line value (PostgreSQL refuses NUL outright). */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, less tab and line breaks: what a multi-line text may hold. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a one-line value (address, code, id) holds a control character. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** Whether a multi-line text holds a control character other than tab, CR and LF. */
export function hasControlCharactersInText(text: string): boolean {
  return CONTROL_IN_TEXT.test(text);
}
