import type { AdminViewServerProps } from 'payload';
import { AdminPage } from './admin-page';
import { isEditor } from './editor-login';
import { SHOPS } from '@/lib/shop/shops';
import { getDb } from '@/server/db';
import { consentReport } from '@/server/analytics/reports/consent-report';
import { funnelReport } from '@/server/analytics/reports/funnel-report';
import { recommendationReport } from '@/server/analytics/reports/recommendation-report';
import type { ReportPeriod } from '@/server/analytics/reports/report-period';
import { searchReport } from '@/server/analytics/reports/search-report';
import { webVitalsReport } from '@/server/analytics/reports/web-vitals-report';

const PERIODS = [1, 7, 30, 90];
const GROUP_NAMES: Record<string, string> = {
  C0001: 'Necessary',
  C0002: 'Performance',
  C0003: 'Functional',
  C0004: 'Targeting',
  C0005: 'Social media',
};

const cell = { padding: '0.25rem 0.75rem', textAlign: 'left' as const };
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–');

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0) return <p>{caption}: nothing recorded in this period.</p>;
  return (
    <table style={{ borderCollapse: 'collapse', margin: '0.5rem 0 1.5rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td key={j} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /admin/analytics: the operator's reports from the shop's own events (decision 0020): the daily
 * funnel, searches with and without results, recommendation clicks, Core Web Vitals p75 per page
 * type and consent rates per group; per shop or for all, over a chosen number of days.
 */
export async function AnalyticsReports(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const allowed = isEditor(initPageResult.req.user);
  const requestedDays = Number(searchParams?.days);
  const requestedShop = typeof searchParams?.shop === 'string' ? searchParams.shop : '';
  const period: ReportPeriod = {
    days: PERIODS.includes(requestedDays) ? requestedDays : 7,
    shopCode: SHOPS.some((s) => s.code === requestedShop) ? requestedShop : null,
  };
  const db = allowed ? await getDb() : null;
  const [funnel, searches, recommendations, vitals, consent] = db
    ? await Promise.all([
        funnelReport(db, period),
        searchReport(db, period),
        recommendationReport(db, period),
        webVitalsReport(db, period),
        consentReport(db, period),
      ])
    : [[], { top: [], zeroResults: [] }, [], [], []];
  return (
    <AdminPage view={view}>
      <h1>Shop analytics</h1>
      {!allowed ? (
        <p>Only editors and admins see the reports.</p>
      ) : (
        <>
          <form method="get" style={{ display: 'flex', gap: '1rem', alignItems: 'end', margin: '1rem 0' }}>
            <label style={{ display: 'flex', flexDirection: 'column' }}>
              Shop
              <select name="shop" defaultValue={period.shopCode ?? ''}>
                <option value="">All shops</option>
                {SHOPS.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.code}
                  </option>
                ))}
              </select>
            </label>
            <label style={{ display: 'flex', flexDirection: 'column' }}>
              Period
              <select name="days" defaultValue={String(period.days)}>
                {PERIODS.map((d) => (
                  <option key={d} value={d}>
                    {d === 1 ? 'Last 24 hours' : `Last ${d} days`}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn--style-primary">
              Show
            </button>
          </form>
          <p>
            Counted from the events of visitors who allowed performance measurement (orders and consent rates
            from all).
          </p>
          <Table
            caption="Daily funnel (visitors per step, orders)"
            head={[
              'Day (UTC)',
              'Shop',
              'Listing',
              'Product',
              'Basket',
              'Checkout',
              'Orders (tracked)',
              'Listing → order',
            ]}
            rows={funnel.map((d) => [
              d.day,
              d.shopCode,
              d.listing,
              d.product,
              d.basket,
              d.checkout,
              d.orders,
              percent(d.orders, d.listing),
            ])}
          />
          <Table
            caption="Top searches"
            head={['Term', 'Searches', 'Average results']}
            rows={searches.top.map((s) => [s.term, s.searches, s.results])}
          />
          <Table
            caption="Searches without results"
            head={['Term', 'Searches']}
            rows={searches.zeroResults.map((s) => [s.term, s.searches])}
          />
          <Table
            caption="Recommendations clicked"
            head={['List', 'Product', 'Clicks']}
            rows={recommendations.map((r) => [r.listType, r.productId, r.clicks])}
          />
          <Table
            caption="Core Web Vitals of real visits (75th percentile)"
            head={['Page type', 'Metric', 'p75', 'Samples']}
            rows={vitals.map((v) => [
              v.pageType,
              v.metric,
              v.metric === 'CLS' ? v.p75.toFixed(3) : `${Math.round(v.p75)} ms`,
              v.samples,
            ])}
          />
          <Table
            caption="Consent rates (latest choice of each visitor)"
            head={['Group', 'Accepted', 'Visitors', 'Rate']}
            rows={consent.map((c) => [
              `${GROUP_NAMES[c.group] ?? c.group} (${c.group})`,
              c.accepted,
              c.visitors,
              percent(c.accepted, c.visitors),
            ])}
          />
        </>
      )}
    </AdminPage>
  );
}
