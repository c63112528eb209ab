import type { Field, GroupField } from 'payload';
import { shopPath } from '@/lib/url/preview-path';

/**
 * A link target: a path in the shop (/…) or a full https:// address. A path a browser reads as
 * another host ('//host', '/\\host') is neither.
 */
export const linkTargetValidate = (value: string | null | undefined, { required = false } = {}) => {
  if (value === null || value === undefined || value === '') return required ? 'Required.' : true;
  const path = !/\s/.test(value) && shopPath(value) !== null;
  return path || /^https:\/\/[^\s\\]+$/.test(value)
    ? true
    : 'A path in the shop starting with / or a full https:// address.';
};

/** A labelled link (label and target), as S3's "link (with label)". */
export function linkGroup(
  name: string,
  options: { required?: boolean; description?: string } = {},
): GroupField {
  const fields: Field[] = [
    { name: 'label', type: 'text', required: options.required },
    {
      name: 'target',
      type: 'text',
      required: options.required,
      validate: (value: string | null | undefined) => linkTargetValidate(value, options),
      admin: { description: 'A path in the shop (/content/…, /mode/…) or a full https:// address.' },
    },
  ];
  return {
    name,
    type: 'group',
    fields,
    admin: options.description ? { description: options.description } : undefined,
  };
}
