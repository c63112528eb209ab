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
  | 'HISTORIC_ORDERS'
  | 'FORM_INPUT_INVALID'
  | 'FORM_SUBMIT_FAILED'
  | 'NEWSLETTER_SUBSCRIBE_FAILED'
  | 'NEWSLETTER_UNSUBSCRIBE_FAILED'
  | 'NEWSLETTER_UPDATE_DATA_FAILED'
  | 'TOO_MANY_REQUESTS';

/** One field's problem: a key of `addressErrors` or `accountErrors` with its values. */
export interface FieldProblem {
  field: string;
  key: string;
  values: Record<string, string | number>;
}

/** An expected refusal of an account or service-form call, with the values its German text needs. */
export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    readonly values: Record<string, string | number> = {},
    readonly fieldErrors: FieldProblem[] = [],
  ) {
    super(code);
    this.name = 'AccountError';
  }
}
