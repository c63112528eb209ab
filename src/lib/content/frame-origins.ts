/**
 * The origins an IFrame content item may show (CONTENT_FRAME_ORIGINS, comma-separated https
 * origins; default: OpenStreetMap's embeddable maps). The pages' frame-src allows exactly these.
 */
export function contentFrameOrigins(): string[] {
  return (process.env.CONTENT_FRAME_ORIGINS ?? 'https://www.openstreetmap.org')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin));
}
