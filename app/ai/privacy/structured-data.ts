/**
 * Personal data with a shape: e-mail addresses, phone numbers, card and IBAN numbers, national ids, dates of birth and
 * street addresses. Shapes are read by patterns, numbers with a check digit are kept only when the check passes, and
 * a number that could be a year, a date, a price or a product code is left alone unless its shape or the words before
 * it say otherwise.
 *
 * Every pattern is linear: each quantified part is bounded or followed by something it cannot match (checked by
 * eslint-plugin-regexp), so a long message cannot make it backtrack.
 */
import { IBAN_LENGTHS, isPlausibleSsn, isValidFrenchNir, isValidGermanTaxId, isValidIban, isValidSpanishId, passesLuhn } from './checksums';
import { type Span, spansOf } from './spans';

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}_%+-]{1,64}(?:\.[\p{L}\p{N}_%+-]{1,64}){0,8}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.\p{L}{2,24}(?![\p{L}\p{N}-])/gu;
// "anna.b (at) gmail (dot) com", "anna at gmail dot com": spelled out to slip past filters, still an address.
const SPELLED_EMAIL =
  /(?<![\p{L}\p{N}._+-])[\p{L}\p{N}_+-]{1,64}(?:\.[\p{L}\p{N}_+-]{1,64}){0,4} ?(?:\(at\)|\[at\]| at | arroba | bei ) ?[\p{L}\p{N}-]{1,63} ?(?:\(dot\)|\[dot\]| dot | punto | punkt | point |\.) ?(?:com|net|org|de|es|fr|it|ru|uz|eu|io|info|co\.uk|uk)(?![\p{L}\p{N}])/giu;

// A run of digits with the separators people write phone numbers with. What it is, is decided by `isPhoneNumber`.
const PHONE_CANDIDATE =
  /(?<![\p{L}\p{N}+/.,-])(?:\+ ?|\( ?)?\d{1,12}(?:(?:[ .\-/]{1,3}\(?|\( ?|\) ?[.-]? ?)\d{1,12}){0,8}\)?(?![\p{L}\p{N}]|[.,]\d)/gu;
const PHONE_WORDS =
  /(?:phone|tel\b|tel\.|mobile|cell|number|call|ring|text me|whats ?app|m[oó]vil|tel[eé]fono|n[uú]mero|llam|handy|telefon|nummer|anruf|erreichbar|portable|t[eé]l[eé]phone|numéro|appel|joindre|chiama|telemóvel|телефон|номер|звон|raqam)/iu;
const NOT_A_PHONE_BEFORE =
  /(?:order|invoice|ref|ticket|tracking|serial|model|code|pedido|factura|referencia|c[oó]digo|bestell|rechnung|kunden|artikel|commande|facture|r[eé]f[eé]rence|ordine|codice|заказ|артикул|#|№|€|\$|£|eur|usd|gbp)[^\p{L}\p{N}]{0,3}(?:\p{L}{1,20}[^\p{L}\p{N}]{1,3}){0,2}$/iu;
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
const YEARS = /^(?:1[89]|20)\d{2} ?[-/] ?(?:(?:1[89]|20)?\d{2})$/;
const US_SHAPE = /^\(?[2-9]\d{2}\)?[ .-]?\d{3}[ .-]\d{4}$/;
const SPANISH_SHAPE = /^[6-9]\d{2}(?: ?\d{3} ?\d{3}| \d{2} \d{2} \d{2})$/;

/** Whether a run of digits is a phone number, by its shape and the words before it ("order number was …" is not). */
function isPhoneNumber(raw: string, before: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (DATE_SHAPE.test(raw) || YEARS.test(raw) || NOT_A_PHONE_BEFORE.test(before)) return false;
  const context = PHONE_WORDS.test(before.slice(-48));
  if (raw.startsWith('+') || raw.startsWith('00')) return digits.length >= (raw.startsWith('00') ? 10 : 8) && digits.length <= 15;
  if (raw.startsWith('(') || raw.startsWith('0')) return digits.length >= 9 && digits.length <= 12 && (digits.length >= 10 || context);
  if (US_SHAPE.test(raw) || SPANISH_SHAPE.test(raw)) return /[ .()-]/.test(raw) || context;
  return context && digits.length >= 8 && digits.length <= 12;
}

const CARD = /(?<![\p{N}])\d(?:[ -]?\d){12,18}(?![\p{N}])/gu;
const IBAN_START = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?= ?[A-Z0-9])/giu;

/** IBANs, read as many characters as the country's length asks for, so a word written after one is not taken in. */
function ibanSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(IBAN_START)) {
    const length = IBAN_LENGTHS[match[0].slice(0, 2).toUpperCase()];
    if (!length) continue;
    let end = match.index;
    let count = 0;
    while (end < text.length && count < length) {
      const character = text[end]!;
      if (/[A-Za-z0-9]/.test(character)) count++;
      else if (character !== ' ' || count === 0) break;
      end++;
    }
    const value = text.slice(match.index, end);
    if (count === length && !/[\p{L}\p{N}]/u.test(text[end] ?? '') && isValidIban(value))
      spans.push({ kind: 'IBAN', start: match.index, end, text: value });
  }
  return spans;
}

const SSN = /(?<![\p{N}-])\d{3}-\d{2}-\d{4}(?![\p{N}-])/gu;
const SSN_WITH_WORDS = /(?:ssn|social security(?: number)?)[^\p{L}\p{N}]{0,4}(?:is )?(\d{3} ?\d{2} ?\d{4})(?!\p{N})/giu;
const NINO = /(?<![\p{L}\p{N}])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\p{L}\p{N}])/giu;
const NINO_EXCLUDED = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);
const SPANISH_ID = /(?<![\p{L}\p{N}])[XYZ]?[- ]?\d{7,8}[- ]?[A-Z](?![\p{L}\p{N}])/giu;
const GERMAN_TAX_ID = /(?<![\p{N}])[1-9](?: ?\d){10}(?![\p{N}])/gu;
const FRENCH_NIR = /(?<![\p{N}])[12] ?\d{2} ?\d{2} ?\d{2} ?\d{3} ?\d{3} ?\d{2}(?![\p{N}])/gu;

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'januar|jänner|februar|märz|mai|juni|juli|oktober|dezember',
  'janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre',
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre',
  'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря',
].join('|');
const MONTH = `(?:${MONTHS})(?![\\p{L}])`;
const DATE = `(?:\\d{1,2}[./-]\\d{1,2}[./-](?:19|20)?\\d{2}|(?:19|20)\\d{2}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th|º|er|\\.)? (?:de |of )?${MONTH}\\.?(?:,? (?:de )?(?:19|20)\\d{2})?|${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\\d{2}|(?:19|20)\\d{2}(?![\\p{N}]))`;
const BIRTH_WORDS =
  "born|date of birth|birth ?date|d\\.?o\\.?b\\.?|birthday|nac[ií]|nacid[oa]|fecha de nacimiento|cumpleaños|geboren|geburtsdatum|geburtstag|jahrgang|née?|date de naissance|anniversaire|nat[oa]|data di nascita|compleanno|nasci|nascid[oa]|data de nascimento|родил(?:ся|ась)|дата рождения|день рождения|tug['‘ʻ]il";
const BIRTH_DATE = new RegExp(`(?<![\\p{L}])(?:${BIRTH_WORDS})(?![\\p{L}])[^\\p{N}\\n.!?]{0,24}?(${DATE})(?![\\p{N}])`, 'giu');
// German and Russian may put the date first: "am 3. Mai 1985 geboren", "3 мая 1985 года родилась".
const BIRTH_DATE_FIRST = new RegExp(`(?<![\\p{N}])(${DATE})(?: года| г\\.)? (?:geboren|родил(?:ся|ась))`, 'giu');

const STREET_EN =
  /(?<![\p{L}\p{N}])\d{1,5}[A-Za-z]?,? (?:[A-Z][\p{L}'-]{1,30} ){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Court|Ct|Place|Pl|Boulevard|Blvd|Crescent|Terrace|Gardens|Square|Grove|Mews|Hill)\b\.?(?:,? (?:Apt|Flat|Unit|Suite) \d{1,5}[A-Za-z]?)?(?:,? [A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![\p{L}\p{N}]))?/gu;
const STREET_ES =
  /(?<![\p{L}\p{N}])(?:[Cc]alle|C\/|[Aa]venida|Avda\.?|Av\.|[Pp]laza|Pza\.|[Pp]aseo|[Cc]amino|[Cc]arrer|[Rr]onda|[Tt]ravesía) (?:(?:de|del|la|las|los|el|d') ){0,3}[\p{Lu}][\p{L}'-]{1,30}(?: [\p{Lu}][\p{L}'-]{1,30}){0,3},? (?:n[º°o.]? ?|número )?\d{1,4}(?:,? \d{1,2}[º°ª]? ?[A-Za-z]?)?(?![\p{N}])/gu;
const STREET_DE =
  /(?<![\p{L}\p{N}])[\p{Lu}][\p{L}-]{1,40}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee) \d{1,4} ?[a-z]?(?![\p{L}\p{N}])/gu;
const STREET_DE_SPLIT = /(?<![\p{L}\p{N}])(?:Am|An der|Auf der|Im|In der|Unter den) [\p{Lu}][\p{L}-]{1,30} \d{1,4}[a-z]?(?![\p{L}\p{N}])/gu;
const STREET_FR =
  /(?<![\p{L}\p{N}])\d{1,4}(?: ?(?:bis|ter))?,? (?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours) (?:(?:de|du|des|la|le|les|l'|d') ?){0,2}[\p{Lu}][\p{L}'-]{1,30}(?: [\p{Lu}][\p{L}'-]{1,30}){0,3}/gu;
const STREET_IT_PT =
  /(?<![\p{L}\p{N}])(?:[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Rr]ua|[Tt]ravessa) (?:(?:de|da|do|dos|das|del|della|di) ){0,2}[\p{Lu}][\p{L}'-]{1,30}(?: [\p{Lu}][\p{L}'-]{1,30}){0,3},? (?:n\.? ?|nº ?)?\d{1,4}(?![\p{N}])/gu;
const STREET_RU =
  /(?<![\p{L}])(?:ул\.|улица|пр-т|проспект|пер\.|переулок) ?[\p{Lu}][\p{L}-]{1,30},? (?:д\.|дом) ?\d{1,4}(?:,? (?:кв\.|квартира) ?\d{1,4})?/gu;

/** The shaped personal data of a text, possibly overlapping (see `withoutOverlaps`). */
export function structuredSpans(text: string): Span[] {
  return [
    ...spansOf(text, EMAIL, 'EMAIL'),
    ...spansOf(text, SPELLED_EMAIL, 'EMAIL'),
    ...ibanSpans(text),
    ...spansOf(text, CARD, 'CARD', { keep: (value) => passesLuhn(value) && /^[3-6]/.test(value) }),
    ...spansOf(text, SSN, 'ID', { keep: isPlausibleSsn }),
    ...spansOf(text, SSN_WITH_WORDS, 'ID', { group: 1, keep: isPlausibleSsn }),
    ...spansOf(text, NINO, 'ID', { keep: (value) => !NINO_EXCLUDED.has(value.slice(0, 2).toUpperCase()) }),
    ...spansOf(text, SPANISH_ID, 'ID', { keep: isValidSpanishId }),
    ...spansOf(text, GERMAN_TAX_ID, 'ID', { keep: isValidGermanTaxId }),
    ...spansOf(text, FRENCH_NIR, 'ID', { keep: isValidFrenchNir }),
    ...spansOf(text, PHONE_CANDIDATE, 'PHONE', {
      keep: (value, match) => isPhoneNumber(value, text.slice(Math.max(0, match.index - 60), match.index)),
    }),
    ...spansOf(text, BIRTH_DATE, 'BIRTHDATE', { group: 1 }),
    ...spansOf(text, BIRTH_DATE_FIRST, 'BIRTHDATE', { group: 1 }),
    ...[STREET_EN, STREET_ES, STREET_DE, STREET_DE_SPLIT, STREET_FR, STREET_IT_PT, STREET_RU].flatMap((pattern) =>
      spansOf(text, pattern, 'ADDRESS'),
    ),
  ];
}
