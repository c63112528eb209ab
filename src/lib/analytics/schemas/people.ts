import { z } from 'zod';
import { shortText } from './common';

/** The customer's account changed (registration, data, addresses, deletion). */
export const customer = z.strictObject({
  action: z.enum(['register', 'updateData', 'updateAddress', 'deleteAccount', 'verifyEmail']),
  success: z.boolean(),
});

/** Who the visitor is for this page: login state and customer kind, never names or addresses. */
export const user = z.strictObject({
  loggedIn: z.boolean(),
  /** a new or an existing customer (has ordered before) */
  customerType: z.enum(['guest', 'new', 'existing']),
});

export const authentication = z.strictObject({
  action: z.enum(['login', 'logout', 'passwordReset']),
  success: z.boolean(),
  /** the error code of a failed attempt (customer-and-content S8) */
  errorCode: shortText.nullable(),
});

export const newsletter = z.strictObject({
  action: z.enum(['subscribe', 'unsubscribe', 'confirm']),
  success: z.boolean(),
});

/** Events of the native app's webview (customer-and-content S7 app bridge). */
export const nativeUser = z.strictObject({
  action: z.enum(['appOpen', 'login', 'logout', 'settingsChanged', 'share']),
  platform: z.enum(['ios', 'android']),
  appVersion: z.string().max(32).optional(),
});
