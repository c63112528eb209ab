import type { RegistrationFieldError } from '@/lib/auth/registration-rules';

export type AccountErrorCode =
  | 'ACCOUNT_INPUT_INVALID'
  | 'EMAIL_ALREADY_REGISTERED'
  | 'CUSTOMER_NUMBER_INVALID'
  | 'LOGIN_FAILED'
  | 'LOGIN_THROTTLED'
  | 'PASSWORD_RESET_INVALID'
  | 'UNAUTHENTICATED'
  | 'CUSTOMER_EMAIL_VERIFICATION_SENDING_FAILED'
  | 'PAYMENT_PAUSE_NOT_AVAILABLE'
  | 'ACCOUNT_DELETION_FAILED'
  | 'HISTORIC_ORDERS';

/** An expected refusal of an account call, with the values its German text needs. */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    readonly values: Record<string, string | number> = {},
    readonly fieldErrors: RegistrationFieldError[] = [],
  ) {
    super(code);
    this.name = 'AccountError';
  }
}
