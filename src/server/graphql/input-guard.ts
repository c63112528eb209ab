import { Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';
import { apiError } from './errors';

/**
 * Characters no form field can hold: NUL (PostgreSQL text refuses it) and the other C0 controls
 * except tab, line feed and carriage return; and half of a character (a lone UTF-16 surrogate),
 * which would be stored as U+FFFD, changing the text without a word.
 */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|\p{Cs}/u;

function hasForbiddenString(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const item of Array.isArray(value) ? value : Object.values(value))
    if (hasForbiddenString(item, depth + 1)) return true;
  return false;
}

/** per parsed document: Yoga's parser cache hands the same object for the same text */
const checkedDocuments = new WeakMap<DocumentNode, boolean>();

function documentHasForbiddenString(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found === undefined) {
    found = visitsForbiddenString(document);
    checkedDocuments.set(document, found);
  }
  return found;
}

function visitsForbiddenString(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (FORBIDDEN.test(node.value)) found = true;
    },
  });
  return found;
}

/**
 * A string input with a control character (a NUL byte from a fuzzer or a pasted binary) is a
 * BAD_USER_INPUT with the form text 'Bitte überprüfen Sie Ihre Eingaben.', checked once for the
 * whole request before any resolver runs: no use case ever sees it, so none can fail with a 500.
 */
export function inputGuardPlugin(): Plugin<{ shop: ShopConfig }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!hasForbiddenString(args.variableValues) && !documentHasForbiddenString(args.document)) return;
      const t = shopTexts(args.contextValue.shop, 'accountErrors');
      setResultAndStopExecution({ errors: [apiError('BAD_USER_INPUT', t('FORM_INPUT_INVALID'), 400)] });
    },
  };
}
