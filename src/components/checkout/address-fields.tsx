'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/form/form-field';
import { SalutationField } from '@/components/form/salutation-field';
import { type Address, type AddressField } from '@/lib/checkout/address-rules';
import { useShop } from '@/components/shop/shop-provider';

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

/** The fields of one address (customer-and-content S3 address form), Austria only. */
export function AddressFields(props: {
  idPrefix: string;
  legend: string;
  value: Address;
  errors: FieldMessages;
  onChange: (value: Address) => void;
}) {
  const t = useTranslations('checkout');
  const countries = useTranslations('countries');
  const { country } = useShop();
  const { value, errors, idPrefix } = props;
  const set = (field: AddressField, v: string) => props.onChange({ ...value, [field]: v });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{props.legend}</legend>
      <SalutationField
        name={`${idPrefix}-salutation`}
        value={value.salutation}
        error={errors.salutation}
        className="sm:col-span-2"
        onChange={(s) => set('salutation', s)}
      />
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
        {t('country')}: {t('countryFixed', { country: countries(country) })}
      </p>
    </fieldset>
  );
}
