import type { AdminViewServerProps } from 'payload';
import { actorManagesKeys } from '@/server/admin/admin-actor';
import { listApiKeys } from '@/server/admin/keys/list-api-keys';
import { getDb } from '@/server/db';
import { AdminPage } from './admin-page';
import { TableHead } from './table-head';
import { adminActorOfUser } from './admin-actor-of-user';
import { ApiKeyForm } from './api-key-form';
import { revokeApiKeyAction } from './api-key.action';

const cell = { padding: '0.25rem 0.75rem', textAlign: 'left' as const };
const when = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : '–');

/**
 * /admin/api-keys: the admin API's keys (decision 0038) with their roles, limits and last use; a
 * new key's secret is shown once; a key revoked here is refused from its next request on.
 */
export async function ApiKeysView(view: AdminViewServerProps) {
  const actor = adminActorOfUser(view.initPageResult.req.user);
  if (!actor || !actorManagesKeys(actor))
    return (
      <AdminPage view={view}>
        <h1>API keys</h1>
        <p>API keys are managed by admins.</p>
      </AdminPage>
    );
  const keys = await listApiKeys(await getDb());
  return (
    <AdminPage view={view}>
      <h1>API keys</h1>
      <p>
        Integrations call <code>POST /admin-api/graphql</code> with{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <h2>New key</h2>
      <ApiKeyForm />
      <h2>Keys</h2>
      {keys.length === 0 ? (
        <p>No keys yet.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <TableHead
            columns={['Name', 'Prefix', 'Roles', 'Limited to', 'Created', 'Last used', 'State']}
            cellStyle={cell}
          />
          <tbody>
            {keys.map((key) => (
              <tr key={key.id} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                <td style={cell}>{key.name}</td>
                <td style={cell}>
                  <code>{key.prefix}</code>
                </td>
                <td style={cell}>{key.roles.join(', ')}</td>
                <td style={cell}>
                  {[...(key.shops ?? []), ...(key.families ?? [])].join(', ') || 'every shop'}
                </td>
                <td style={cell}>
                  {when(key.createdAt)} by {key.createdBy}
                </td>
                <td style={cell}>{when(key.lastUsedAt)}</td>
                <td style={cell}>
                  {key.revokedAt ? (
                    `revoked ${when(key.revokedAt)}`
                  ) : (
                    <form action={revokeApiKeyAction}>
                      <input type="hidden" name="id" value={key.id} />
                      <button
                        type="submit"
                        className="btn btn--style-secondary"
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPage>
  );
}
