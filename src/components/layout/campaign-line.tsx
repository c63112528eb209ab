import { calendarDayIn, formatDay } from '@/lib/format-date';
import type { ShopConfig } from '@/lib/shop/shop';
import { getGlobalContent } from '@/server/content/get-shop-frame';

/** The campaign's last day as YYYY-MM-DD (the editor picks a day; the CMS stores an instant). */
function lastDayOf(until: string, timeZone: string): string {
  return calendarDayIn(timeZone, new Date(until));
}

/** Whether it still runs on the shop's calendar day (a module function: the render stays pure). */
function runsToday(lastDay: string, timeZone: string): boolean {
  return calendarDayIn(timeZone, new Date()) <= lastDay;
}

/**
 * The campaign line above the footer's links (the editors' GlobalContent campaignLine, e.g.
 * 'Neukunden shoppen versandkostenfrei bis {date}'): shown up to its last day in the shop's time
 * zone, {date} replaced by that day. Nothing without text or day, or after it.
 */
export async function CampaignLine({ shop }: { shop: ShopConfig }) {
  const line = (await getGlobalContent(shop))?.campaignLine;
  const text = line?.text?.trim();
  if (!text || !line?.until) return null;
  const lastDay = lastDayOf(line.until, shop.timeZone);
  if (!runsToday(lastDay, shop.timeZone)) return null;
  return (
    <p className="mt-6 rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast">
      {text.replaceAll('{date}', formatDay(lastDay, { locale: shop.locale, timeZone: shop.timeZone }))}
    </p>
  );
}
