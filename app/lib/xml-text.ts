// Characters an XML 1.0 document cannot hold at all (its Char production): C0 controls but tab, line feed and
// carriage return; U+FFFE and U+FFFF; and half of a surrogate pair, which no UTF-8 encoder can write. One of them in
// a respondent's answer would make a whole Word, Excel or REFI-QDA file unreadable.
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** The text without the characters XML 1.0 forbids; every export that writes XML passes its text through this. */
export function xmlSafeText(text: string): string {
  return text.replace(NOT_XML, '');
}
