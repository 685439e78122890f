/**
 * The check digits that tell a real card, account or id number from any run of digits of the same length. A number
 * that fails its check is not redacted as that kind: product codes and order numbers rarely pass by chance.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Luhn's check (payment cards): every second digit from the right doubled. */
export function passesLuhn(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length < 12) return false;
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

/** The length of an IBAN in the countries respondents are most likely to write from (ISO 13616 registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15,
  PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, UA: 29, KZ: 20, AE: 23, SA: 24, BR: 29,
}; // prettier-ignore

/** ISO 13616: the country's length and the mod-97 check over the rearranged letters and digits. */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A Spanish DNI (8 digits) or NIE (X, Y or Z and 7 digits) with its control letter. */
export function isValidSpanishId(text: string): boolean {
  const id = text.replace(/[\s-]/g, '').toUpperCase();
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if (prefix ? digits!.length !== 7 : digits!.length !== 8) return false;
  const number = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${digits}`);
  return DNI_LETTERS[number % 23] === letter;
}

/**
 * The German tax id (Steuerliche Identifikationsnummer): 11 digits, the first not 0, one digit of the first ten
 * repeated two or three times, and the ISO 7064 MOD 11,10 check digit.
 */
export function isValidGermanTaxId(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length !== 11 || digits[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const digit of digits.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || repeated[0]! > 3) return false;
  let product = 10;
  for (const digit of digits.slice(0, 10)) {
    let sum = (Number(digit) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[10]);
}

/** A US social security number's parts as issued: area not 000, 666 or 900-999, group not 00, serial not 0000. */
export function isPlausibleSsn(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length !== 9) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

/** The French social security number (NIR, 13 digits and a 2-digit key = 97 - n mod 97). */
export function isValidFrenchNir(text: string): boolean {
  const digits = digitsOf(text);
  if (digits.length !== 15 || !/^[12]/.test(digits)) return false;
  const key = 97 - Number(BigInt(digits.slice(0, 13)) % 97n);
  return key === Number(digits.slice(13));
}
