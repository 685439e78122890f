/**
 * Two long words that share only the letters a rough stem keeps are different words, though their stems meet:
 * "Schwierigkeiten" and "Schwiegereltern". Inflections of one long word share more
 * ("reservation", "reservations"; "Kündigung", "Kündigungen").
 */

const LONG = 9;
const CUT = 6;

/** Whether two words meet only in a stem cut short: both long, and alike in no more than its first letters. */
export function differentLongWords(a: string, b: string): boolean {
  if (a.length < LONG || b.length < LONG) return false;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared <= CUT;
}
