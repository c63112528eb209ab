'use server';

import config from '@payload-config';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import { EDITOR_ROLES } from '@/cms/access/roles';
import { getDb } from '@/server/db';
import { moderateReview } from '@/server/reviews/moderate-review';

/**
 * A moderation decision from the reviews view of the CMS admin. The editor's login is checked
 * again here: a server action is a POST anyone could send.
 */
export async function moderateReviewAction(form: FormData): Promise<void> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  const roles = ((user as { roles?: string[] | null } | null)?.roles ?? []) as string[];
  if (!user || !roles.some((role) => (EDITOR_ROLES as readonly string[]).includes(role)))
    redirect('/admin/login');
  const action = form.get('action');
  const done = await moderateReview(await getDb(), {
    reviewId: String(form.get('reviewId') ?? ''),
    action: action === 'publish' ? 'publish' : 'remove',
    reason: String(form.get('reason') ?? ''),
    moderator: String((user as { email?: string }).email ?? user.id),
  });
  redirect(`/admin/reviews?${done ? 'done' : 'failed'}=1`);
}
