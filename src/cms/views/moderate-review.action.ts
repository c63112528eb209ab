'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/server/db';
import { moderateReview } from '@/server/reviews/moderate-review';
import { requireEditor } from './editor-login';

/**
 * A moderation decision from the reviews view of the CMS admin. The editor's login is checked
 * again here: a server action is a POST anyone could send.
 */
export async function moderateReviewAction(form: FormData): Promise<void> {
  const user = await requireEditor();
  const action = form.get('action');
  const done = await moderateReview(await getDb(), {
    reviewId: String(form.get('reviewId') ?? ''),
    action: action === 'publish' ? 'publish' : 'remove',
    reason: String(form.get('reason') ?? ''),
    moderator: String(user.email ?? user.id),
  });
  redirect(`/admin/reviews?${done ? 'done' : 'failed'}=1`);
}
