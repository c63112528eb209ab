'use client';

import { useTranslations } from 'next-intl';
import { SALUTATIONS, type Address, type AddressField } from '@/lib/checkout/address-rules';

export type FieldMessages = Partial<Record<AddressField | 'email', string>>;

const TEXT_FIELDS: { field: Exclude<AddressField, 'salutation'>; autoComplete: string; wide?: boolean }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'houseNumber', autoComplete: 'address-line2' },
  { field: 'additional', autoComplete: 'address-line3', wide: true },
  { field: 'zipCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

/** A text input with its label, the required marker and its error message. */
export function FormField(props: {
  id: string;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  autoComplete?: string;
  type?: string;
  inputMode?: 'numeric' | 'email';
  maxLength?: number;
  className?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ''}`}>
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength ?? 80}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={`rounded-shop border px-3 py-2 ${props.error ? 'border-error' : 'border-border'}`}
      />
      {props.error ? (
        <p id={errorId} className="text-sm font-semibold text-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The fields of one address (customer-and-content S3 address form), Austria only. */
export function AddressFields(props: {
  idPrefix: string;
  legend: string;
  value: Address;
  errors: FieldMessages;
  onChange: (value: Address) => void;
}) {
  const t = useTranslations('checkout');
  const { value, errors, idPrefix } = props;
  const set = (field: AddressField, v: string) => props.onChange({ ...value, [field]: v });
  const salutationError = `${idPrefix}-salutation-error`;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{props.legend}</legend>
      <fieldset className="sm:col-span-2" aria-describedby={errors.salutation ? salutationError : undefined}>
        <legend className="text-sm font-semibold">
          {t('salutation')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {SALUTATIONS.map((s) => (
            <label key={s} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-salutation`}
                value={s}
                checked={value.salutation === s}
                onChange={() => set('salutation', s)}
              />
              {t(`salutation_${s}`)}
            </label>
          ))}
        </div>
        {errors.salutation ? (
          <p id={salutationError} className="mt-1 text-sm font-semibold text-error">
            {errors.salutation}
          </p>
        ) : null}
      </fieldset>
      {TEXT_FIELDS.map(({ field, autoComplete, wide }) => (
        <FormField
          key={field}
          id={`${idPrefix}-${field}`}
          label={t(field)}
          required={field !== 'additional'}
          value={value[field]}
          error={errors[field]}
          autoComplete={`section-${idPrefix} ${autoComplete}`}
          inputMode={field === 'zipCode' ? 'numeric' : undefined}
          className={wide ? 'sm:col-span-2' : undefined}
          onChange={(v) => set(field, v)}
        />
      ))}
      <p className="text-sm sm:col-span-2">
        {t('country')}: {t('countryAustria')}
      </p>
    </fieldset>
  );
}
