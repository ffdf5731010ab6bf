// Russian taxpayer numbers (ИНН): 10 digits for organisations, 12 for individuals and sole traders,
// the last one or two digits being check digits over the others.

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  return (sum % 11) % 10;
}

/** True for a 10- or 12-digit INN whose check digits are right. */
export function isValidInn(inn: string): boolean {
  if (/^\d{10}$/.test(inn)) return checkDigit(inn, WEIGHTS_10) === Number(inn[9]);
  if (/^\d{12}$/.test(inn)) return checkDigit(inn, WEIGHTS_11) === Number(inn[10]) && checkDigit(inn, WEIGHTS_12) === Number(inn[11]);
  return false;
}

/**
 * Completes an INN from its body: 9 digits give an organisation's 10-digit INN, 10 digits a person's
 * 12-digit INN. Used to make demo and test data that passes validation.
 */
export function innWithChecksum(body: string): string {
  if (/^\d{9}$/.test(body)) return body + checkDigit(body, WEIGHTS_10);
  if (/^\d{10}$/.test(body)) {
    const eleven = body + checkDigit(body, WEIGHTS_11);
    return eleven + checkDigit(eleven, WEIGHTS_12);
  }
  // A programming error (demo and test data only), not a text anyone reads in the app.
  throw new Error(`An INN body has 9 or 10 digits: «${body}»`);
}
