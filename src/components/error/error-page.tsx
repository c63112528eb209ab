import { ShopLink } from '@/components/layout/shop-link';

/** Shared body of errorPageNotFound and errorPageUnknown (spec S8.6). */
export function ErrorPageBody({
  kind,
  headline,
  text,
  homeLabel,
  children,
}: {
  kind: 'errorPageNotFound' | 'errorPageUnknown';
  headline: string;
  text: string;
  homeLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <section data-testid={kind} className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-bold">{headline}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <div className="mt-8 flex justify-center gap-4">
        {children}
        <ShopLink href="/" className="rounded-shop bg-primary px-5 py-3 font-semibold text-primary-contrast">
          {homeLabel}
        </ShopLink>
      </div>
    </section>
  );
}
