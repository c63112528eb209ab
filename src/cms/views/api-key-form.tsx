'use client';

import { useActionState } from 'react';
import { ADMIN_ROLES } from '@/server/admin/admin-roles';
import { createApiKeyAction, type CreateKeyState } from './api-key.action';

/** The form that makes an API key, and the new key's secret, shown once. */
export function ApiKeyForm() {
  const [state, action, pending] = useActionState<CreateKeyState, FormData>(createApiKeyAction, null);
  return (
    <form
      action={action}
      style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '40rem' }}
    >
      <label style={{ display: 'flex', flexDirection: 'column' }}>
        Name
        <input name="name" required maxLength={100} />
      </label>
      <fieldset>
        <legend>Roles</legend>
        {ADMIN_ROLES.map((role) => (
          <label key={role} style={{ marginRight: '1rem' }}>
            <input type="checkbox" name="roles" value={role} /> {role}
          </label>
        ))}
      </fieldset>
      <label style={{ display: 'flex', flexDirection: 'column' }}>
        Only these shops (codes, comma-separated; empty: every shop)
        <input name="shops" />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column' }}>
        Only these families (comma-separated; empty: every family)
        <input name="families" />
      </label>
      <button type="submit" className="btn btn--style-primary" disabled={pending}>
        Create key
      </button>
      <div role="status">
        {state && 'secret' in state ? (
          <p>
            The key <strong>{state.name}</strong> was created. Copy its secret now; it is not shown again:{' '}
            <code data-testid="api-key-secret">{state.secret}</code>
          </p>
        ) : null}
        {state && 'error' in state ? <p>{state.error}</p> : null}
      </div>
    </form>
  );
}
