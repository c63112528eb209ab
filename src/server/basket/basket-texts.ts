import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';

/** The German texts of basket errors, infos and total lines, from the shop's message file. */
export const basketTexts = {
  error: createTranslator({ locale: 'de-AT', messages, namespace: 'basketErrors' }),
  message: createTranslator({ locale: 'de-AT', messages, namespace: 'basketMessages' }),
  total: createTranslator({ locale: 'de-AT', messages, namespace: 'basketTotals' }),
};
