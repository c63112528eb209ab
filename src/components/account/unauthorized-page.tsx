import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { LoginForm } from './login-form';

/**
 * What a visitor sees on any customer page (customer-and-content S2, S6): the login prompt
 * 'Anmelden', the account's benefits, the forgot-password hint, registration, login by customer
 * number. After the login the page they asked for appears.
 */
export async function UnauthorizedPage({ target }: { target?: string }) {
  const t = await getTranslations('account');
  return (
    <div className="mt-6 grid gap-10 md:grid-cols-2">
      <section aria-labelledby="login-heading">
        <h1 id="login-heading" className="text-2xl font-bold md:text-3xl">
          {t('login')}
        </h1>
        <p className="mb-4 mt-2">{t('loginIntro')}</p>
        <LoginForm target={target} />
      </section>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="benefits-heading" className="rounded-shop bg-surface-muted p-6">
          <h2 id="benefits-heading" className="text-xl font-bold">
            {t('benefitsHeading')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {(['benefit1', 'benefit2', 'benefit3', 'benefit4'] as const).map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="register-heading">
          <h2 id="register-heading" className="text-xl font-bold">
            {t('registerHeading')}
          </h2>
          <p className="mb-3 mt-2">{t('registerIntro')}</p>
          <ShopLink
            href="/customer/register"
            className="inline-block rounded-shop border border-primary px-4 py-2 font-semibold text-primary"
          >
            {t('registerLink')}
          </ShopLink>
        </section>
      </div>
    </div>
  );
}
