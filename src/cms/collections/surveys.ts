import type { CollectionConfig } from 'payload';
import { categoryIndex } from '@/server/catalog/category-index';
import { isEditor } from '../access/roles';
import { richText } from '../fields/rich-text';
import { shopsField } from '../fields/shops-field';

/** Page keys a survey can name besides category ids. */
export const SURVEY_PAGE_TYPES = ['productListingPage'] as const;

/**
 * Surveys (spec storefront S3.5 Survey, S2.3 item 11, S5): a teaser inviting shoppers to an
 * external survey, on the listings named by key — a category id (its listing) or
 * 'productListingPage' (every listing). Shown only with url, headline,
 * buttonLabel and description, and only to visitors who allowed performance cookies (C0002).
 */
export const Surveys: CollectionConfig = {
  slug: 'surveys',
  labels: { singular: 'Survey', plural: 'Surveys' },
  admin: {
    group: 'Listings',
    useAsTitle: 'headline',
    defaultColumns: ['headline', 'pages', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    shopsField,
    {
      name: 'pages',
      type: 'text',
      hasMany: true,
      required: true,
      validate: (value: unknown) => {
        const keys = Array.isArray(value) ? (value as string[]) : [];
        if (keys.length === 0) return 'Name at least one page.';
        const unknown = keys.filter(
          (key) => !categoryIndex.byId(key) && !(SURVEY_PAGE_TYPES as readonly string[]).includes(key),
        );
        return unknown.length === 0 ? true : `Unknown page keys: ${unknown.join(', ')}.`;
      },
      admin: {
        description: 'Category ids (e.g. c-mode-damen-kleider), or productListingPage for every listing.',
      },
    },
    { name: 'headline', type: 'text', required: true, localized: true },
    { ...richText('description', { required: true }), localized: true },
    { name: 'buttonLabel', type: 'text', required: true, localized: true },
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        value && /^https:\/\/[^\s]+$/.test(value) ? true : 'The survey’s full https:// address.',
    },
  ],
};
