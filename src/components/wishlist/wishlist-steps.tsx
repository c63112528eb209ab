import { useTranslations } from 'next-intl';

/** The 3-step explanation of the wishlist page (spec S2.7). */
export function WishlistSteps() {
  const t = useTranslations('wishlist');
  const steps = [t('step1'), t('step2'), t('step3')];
  return (
    <section aria-labelledby="wishlist-steps" className="mt-12 rounded-shop bg-surface-muted p-6">
      <h2 id="wishlist-steps" className="text-xl font-bold">
        {t('stepsTitle')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-contrast"
            >
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
