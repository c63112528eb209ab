/**
 * Days a shopper has to send goods back, free of charge, in every shop of the family: the 14 days
 * of the EU right of withdrawal, granted voluntarily in Switzerland (the legal pages state them).
 */
export const RETURN_DAYS = 14;
