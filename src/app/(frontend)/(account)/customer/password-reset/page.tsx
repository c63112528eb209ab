import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { PasswordResetRequestForm } from '@/components/account/password-reset-request-form';
import { checkMailToken } from '@/server/auth/mail-token';
import { getDb } from '@/server/db';
import { currentShop } from '@/server/shop/current-shop';
import { SeverityLabel } from '@/components/hint/hint';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('passwordResetTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /customer/password-reset: without a token, the request form; with the token of a mailed link, the
 * new-password form — or, for a used or expired link, the error text and the request form again.
 * Opening the link does not use it up (mail scanners open links too); saving the password does.
 */
export default async function PasswordResetPage({ searchParams }: Props) {
  const t = await getTranslations('account');
  const errorsT = await getTranslations('accountErrors');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : undefined;
  const check = token
    ? await checkMailToken(await getDb(), await currentShop(), 'passwordReset', token)
    : null;
  return (
    <div className="mt-6 flex flex-col gap-4">
      <h1 className="text-2xl font-bold md:text-3xl">{t('passwordResetTitle')}</h1>
      {check?.status === 'valid' ? (
        <NewPasswordForm token={token!} />
      ) : (
        <>
          {check ? (
            <div role="alert" className="rounded-shop border border-error p-4">
              <h2 className="font-bold">
                <SeverityLabel severity="error" />
                {t('passwordResetErrorHeadline')}
              </h2>
              <p>{errorsT('PASSWORD_RESET_INVALID')}</p>
            </div>
          ) : null}
          <p>{t('passwordResetIntro')}</p>
          <PasswordResetRequestForm />
        </>
      )}
    </div>
  );
}
