'use client';

import { useTranslations } from 'next-intl';
import { SALUTATIONS, type Salutation } from '@/lib/checkout/address-rules';

/** The salutation choice (Frau, Herr, Divers / keine Angabe) as a required radio group. */
export function SalutationField(props: {
  name: string;
  value: Salutation | '';
  error?: string;
  onChange: (value: Salutation) => void;
}) {
  const t = useTranslations('account');
  const errorId = `${props.name}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        {t('salutation')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {SALUTATIONS.map((s) => (
          <label key={s} className="flex items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={s}
              checked={props.value === s}
              onChange={() => props.onChange(s)}
            />
            {t(`salutation_${s}`)}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
