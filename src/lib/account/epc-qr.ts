/**
 * The payload of an EPC QR code (European Payments Council, 'SEPA credit transfer', EPC069-12,
 * version 002): banking apps read payee, IBAN, BIC, amount and the remittance text from it.
 */
export interface CreditTransfer {
  payee: string;
  iban: string;
  bic: string;
  amountCents: number;
  /** unstructured remittance text, at most 140 characters */
  purpose: string;
}

/** IBAN check (ISO 13616 mod 97). */
export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The EPC payload, lines joined by LF; throws on data a banking app would reject. */
export function epcPayload(transfer: CreditTransfer): string {
  const iban = transfer.iban.replace(/\s+/g, '').toUpperCase();
  if (!isValidIban(iban)) throw new Error('invalid IBAN');
  if (
    !Number.isInteger(transfer.amountCents) ||
    transfer.amountCents < 1 ||
    transfer.amountCents > 99_999_999_999
  )
    throw new Error('amount must be 0.01 to 999999999.99 EUR');
  const payee = transfer.payee.trim().slice(0, 70);
  const purpose = transfer.purpose.trim().slice(0, 140);
  const amount = `EUR${Math.floor(transfer.amountCents / 100)}.${String(transfer.amountCents % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic.trim().toUpperCase(),
    payee,
    iban,
    amount,
    '',
    '',
    purpose,
  ].join('\n');
}

/** IBAN in groups of four, as printed. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
