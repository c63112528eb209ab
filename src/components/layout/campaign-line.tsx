import type { GlobalContent } from '@/cms/payload-types';
import { calendarDayIn, formatDay } from '@/lib/format-date';
import type { ShopConfig } from '@/lib/shop/shop';

/** The campaign's last day as YYYY-MM-DD (the editor picks a day; the CMS stores an instant). */
function lastDayOf(until: string, timeZone: string): string {
  return calendarDayIn(timeZone, new Date(until));
}

/** Whether it still runs on the shop's calendar day (a module function: the render stays pure). */
function runsToday(lastDay: string, timeZone: string): boolean {
  return calendarDayIn(timeZone, new Date()) <= lastDay;
}

/**
 * The text of the campaign line above the footer's links (the editors' GlobalContent campaignLine,
 * e.g. 'Neukunden shoppen versandkostenfrei bis {date}'): shown up to its last day in the shop's time
 * zone, {date} replaced by that day. Null without text or day, or after it.
 */
export function campaignLineText(global: GlobalContent | null, shop: ShopConfig): string | null {
  const line = global?.campaignLine;
  const text = line?.text?.trim();
  if (!text || !line?.until) return null;
  const lastDay = lastDayOf(line.until, shop.timeZone);
  if (!runsToday(lastDay, shop.timeZone)) return null;
  return text.replaceAll('{date}', formatDay(lastDay, { locale: shop.locale, timeZone: shop.timeZone }));
}

/** The campaign line itself. */
export function CampaignLine({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="mt-6 rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast">
      {text}
    </p>
  );
}
