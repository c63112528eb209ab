import type { AdminViewServerProps } from 'payload';
import { actorMay } from '@/server/admin/admin-actor';
import { listAudit, type AuditFilter } from '@/server/admin/audit/list-audit';
import { getDb } from '@/server/db';
import { AdminPage } from './admin-page';
import { TableHead } from './table-head';
import { adminActorOfUser } from './admin-actor-of-user';

const PER_PAGE = 50;
const cell = { padding: '0.25rem 0.75rem', textAlign: 'left' as const, verticalAlign: 'top' as const };

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');
function date(value: unknown): Date | null {
  const given = text(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) return null;
  const parsed = new Date(`${given}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 1 ? null : parsed;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 1);

/**
 * /admin/audit-log: every write of the admin API, the feeds and the back office (decision 0038),
 * newest first, filtered by who, operation, record and day, 50 a page.
 */
export async function AuditLogView(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const actor = adminActorOfUser(initPageResult.req.user);
  if (!actor || !actorMay(actor, 'audit:read'))
    return (
      <AdminPage view={view}>
        <h1>Audit log</h1>
        <p>The audit log is for admins and merchandisers.</p>
      </AdminPage>
    );
  const filter: AuditFilter = {
    actor: text(searchParams?.actor) || null,
    operation: text(searchParams?.operation) || null,
    entityType: text(searchParams?.entityType) || null,
    entityId: text(searchParams?.entityId) || null,
    from: date(searchParams?.from),
    to: date(searchParams?.to) ? new Date(date(searchParams?.to)!.getTime() + 86_400_000) : null,
  };
  const requested = Number(searchParams?.page);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const { total, records } = await listAudit(await getDb(), filter, page, PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const link = (to: number) => {
    const params = new URLSearchParams();
    for (const key of ['actor', 'operation', 'entityType', 'entityId', 'from', 'to'])
      if (text(searchParams?.[key])) params.set(key, text(searchParams?.[key]));
    params.set('page', String(to));
    return `/admin/audit-log?${params}`;
  };
  return (
    <AdminPage view={view}>
      <h1>Audit log</h1>
      <form
        method="get"
        action="/admin/audit-log"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: '1rem 0' }}
      >
        {(
          [
            ['actor', 'Who (key, e-mail or id)', 'text'],
            ['operation', 'Operation', 'text'],
            ['entityType', 'Record type', 'text'],
            ['entityId', 'Record id', 'text'],
            ['from', 'From (day)', 'date'],
            ['to', 'To (day)', 'date'],
          ] as const
        ).map(([name, label, type]) => (
          <label key={name} style={{ display: 'flex', flexDirection: 'column' }}>
            {label}
            <input name={name} type={type} defaultValue={text(searchParams?.[name])} />
          </label>
        ))}
        <button type="submit" className="btn btn--style-primary">
          Filter
        </button>
      </form>
      <p role="status">
        {total.toLocaleString('en')} entries{total > 0 ? `, page ${page} of ${pages}` : ''}
      </p>
      {records.length > 0 ? (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <TableHead columns={['When', 'Who', 'Operation', 'Record', 'Before', 'After']} cellStyle={cell} />
          <tbody>
            {records.map((record) => (
              <tr key={record.id} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <td style={cell}>{record.at.toISOString().replace('T', ' ').slice(0, 19)} UTC</td>
                <td style={cell}>
                  {record.actorName} ({record.actorKind})
                </td>
                <td style={cell}>{record.operation}</td>
                <td style={cell}>
                  {record.entityType} {record.entityId}
                </td>
                <td style={cell}>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{json(record.before)}</pre>
                </td>
                <td style={cell}>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{json(record.after)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <nav aria-label="Pages" style={{ display: 'flex', gap: '1rem', margin: '1rem 0' }}>
        {page > 1 ? <a href={link(page - 1)}>Previous page</a> : null}
        {page < pages ? <a href={link(page + 1)}>Next page</a> : null}
      </nav>
    </AdminPage>
  );
}
