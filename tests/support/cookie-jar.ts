/** The cookies of one browser: what the answers set, sent back with every call. */
export class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=', 2) as [string, string];
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
