'use client';

import { useTranslations } from 'next-intl';
import { SALUTATIONS, type Salutation } from '@/lib/checkout/address-rules';

/**
 * The salutation choice (Frau, Herr, Divers / keine Angabe) as a radio group: required (marked *) in
 * addresses and registration, optional in the newsletter form.
 */
export function SalutationField(props: {
  name: string;
  value: Salutation | '';
  error?: string;
  /** default 'Anrede' */
  legend?: string;
  required?: boolean;
  className?: string;
  onChange: (value: Salutation) => void;
}) {
  const t = useTranslations('account');
  const errorId = `${props.name}-error`;
  const required = props.required ?? true;
  return (
    <fieldset className={props.className} aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        {props.legend ?? t('salutation')}
        {required ? <span aria-hidden="true"> *</span> : null}
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
