import { classifyAnswer } from './answer-kinds';

/**
 * How a typed or spoken message answers the summary: it confirms it, skips it, says only "no" (the interviewer then
 * asks what to correct), or corrects it in the respondent's own words.
 */
export type CheckAnswer = 'confirm' | 'skip' | 'no' | 'correction';

// Whole messages that confirm a summary, beyond a bare "yes", in the eight interview languages (compared once
// normalised: lower case, no punctuation, a leading "yes" and a trailing "thanks" left out).
const CONFIRMATIONS = new Set([
  "that's right",
  'that is right',
  "that's correct",
  'that is correct',
  'exactly',
  'spot on',
  'sounds right',
  'sounds good',
  'looks good',
  'looks right',
  'perfect',
  'all correct',
  'all good',
  'all right',
  'you got it',
  'you got it right',
  "that's it",
  'that sums it up',
  'accurate',
  'correct',
  'right',
  'agreed',
  'i agree',
  'i confirm',
  'confirm',
  'confirmed',
  'that is accurate',
  "that's accurate",
  'yes it is',
  'it is',
  'всё верно',
  'все верно',
  'верно',
  'правильно',
  'всё правильно',
  'все правильно',
  'точно',
  'именно',
  'так и есть',
  'подтверждаю',
  'всё так',
  'все так',
  'es correcto',
  'correcto',
  'exacto',
  'así es',
  'asi es',
  'todo correcto',
  'está bien',
  'esta bien',
  'confirmo',
  'eso es',
  'perfecto',
  "c'est exact",
  "c'est juste",
  'exact',
  'tout à fait',
  "c'est ça",
  "c'est correct",
  'je confirme',
  'parfait',
  "c'est bien ça",
  'das stimmt',
  'stimmt',
  'genau',
  'richtig',
  'alles richtig',
  'korrekt',
  'passt',
  'ich bestätige',
  'bestätigt',
  'das ist richtig',
  'stimmt so',
  "to'g'ri",
  "hammasi to'g'ri",
  'tasdiqlayman',
  'aynan',
  'xuddi shunday',
  '对',
  '没错',
  '正确',
  '都对',
  '确认',
  '完全正确',
  '对的',
  '是的',
  '没问题',
  'その通りです',
  'その通り',
  '合っています',
  '合ってます',
  '正しいです',
  '確認しました',
  '大丈夫です',
  'そうです',
  '間違いありません',
  'はい',
]);

const LEADING_YES = /^(?:yes|yeah|yep|да|sí|si|oui|ja|ha|是的|はい)\s*/u;
const TRAILING_THANKS = [
  'thank you',
  'thanks',
  'спасибо',
  'gracias',
  'merci',
  'danke',
  'rahmat',
  '谢谢',
  'ありがとうございます',
  'ありがとう',
];

function withoutTrailingThanks(text: string): string {
  const thanks = TRAILING_THANKS.find((word) => text.endsWith(word));
  return thanks ? text.slice(0, -thanks.length).trim() : text;
}

function normalised(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'")
    .replace(/[.,!?;:…。！？、，；：()"“”«»„「」\p{Extended_Pictographic}\u{FE0F}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readCheckAnswer(text: string): CheckAnswer {
  const plain = normalised(text);
  const stripped = plain.replace(LEADING_YES, '').trim();
  const core = withoutTrailingThanks(stripped);
  if (CONFIRMATIONS.has(plain) || CONFIRMATIONS.has(core)) return 'confirm';
  const kind = classifyAnswer(text);
  if (kind === 'yes') return 'confirm';
  if (kind === 'no') return 'no';
  if (kind === 'refusal' || kind === 'no-more' || kind === 'goodbye' || kind === 'thanks') return 'skip';
  return 'correction';
}

/** A skip that also says goodbye: the closing words are a farewell. */
export const isGoodbye = (text: string) => classifyAnswer(text) === 'goodbye';
