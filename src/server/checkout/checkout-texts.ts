import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';

/** The German texts of checkout errors, address rules and checkout choices, from the message file. */
export const checkoutTexts = {
  error: createTranslator({ locale: 'de-AT', messages, namespace: 'checkoutErrors' }),
  address: createTranslator({ locale: 'de-AT', messages, namespace: 'addressErrors' }),
  ui: createTranslator({ locale: 'de-AT', messages, namespace: 'checkout' }),
};
