/**
 * A loyalty-programme number (decision 0030): ten digits, the last a Luhn check digit, as printed on
 * the programme's cards. Spaces and dashes a shopper types or a card shows are dropped.
 */
export function parseLoyaltyNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) && luhnValid(digits) ? digits : null;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number as shown back to the shopper: only its last four digits. */
export function maskedLoyaltyNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/**
 * Points a purchase earns (spec S1 bonus-points messaging): whole units of the goods value (minor
 * units / 100) times the programme's points per unit, rounded down.
 */
export function loyaltyPoints(goodsMinorUnits: number, pointsPerUnit: number): number {
  if (goodsMinorUnits <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor(Math.floor(goodsMinorUnits / 100) * pointsPerUnit);
}
