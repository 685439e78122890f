import { englishEvent, sharesRun } from './info-questions';
import { type InterviewerPhrases, phrasesFor, THIRD_TO_SECOND } from './interviewer-phrases';

/**
 * A guide question's description may be written to the interviewer ("Probe for how they searched", "Выясните, как
 * респондент искал врача") or be a screening criterion ("Adults 25-55 who changed dentist"): the researcher's words,
 * which the built-in interviewer never reads out. It asks its own question instead: in English what the instruction
 * is about, turned to the respondent ("Could you tell me how you searched for a dentist?") when that repeats no run of
 * six of its words; else, and in the other languages, the question's title as the topic.
 */

const INSTRUCTION: Record<string, RegExp> = {
  English:
    /^(?:(?:please|then|next|also|now|finally|first)[,:]? )?(?:ask|probe|explore|find out|investigate|understand|learn|check|clarify|identify|determine|establish|cover|discuss|focus on|dig into|make sure|try to|aim to|see (?:if|whether)|gauge|assess|capture|collect|gather|uncover|elicit|encourage|get (?:them|the respondent)|have (?:them|the respondent)|let (?:them|the respondent))(?!\p{L})/iu,
  Russian:
    /^(?:\p{L}+[ ,]+){0,2}?(?:спросите|спросить|выясните|выяснить|узнайте|узнать|уточните|уточнить|исследуйте|обсудите|обсудить|попросите|попросить)(?!\p{L})/iu,
  Spanish:
    /^(?:pregunta|preguntar|pregunte|indaga|indagar|indague|averigua|averiguar|averigüe|explora|explorar|profundiza|profundizar|identifica|identificar|identifique|pide|pida)(?!\p{L})/iu,
  French:
    /^(?:demandez|demander|explorez|explorer|identifiez|identifier|vérifiez|vérifier|cherchez à|chercher à|creusez|creuser|comprendre|interrogez|interroger)(?!\p{L})/iu,
  German: /^(?:fragen sie|erfragen|ermitteln|klären sie|herausfinden|erkunden sie|finden sie heraus|nachfragen|fragen nach)(?!\p{L})/iu,
  Uzbek: /(?:so[‘'ʻ’]rang|aniqlang|bilib oling|so[‘'ʻ’]rab biling)[.!]?$/iu,
  Chinese: /^(?:询问|了解|探究|追问|确认|问一问|问问)/u,
  Japanese: /(?:聞く|尋ねる|確認する|把握する|探る|聞き出す)[。.]?$/u,
};

// A group of people described: a screening criterion, not a question ("Adults 25-55 who…", "Erwachsene, die…").
const CRITERION =
  /^(?:adults?|people|men|women|parents|customers|users|patients|students|residents|взрослые|люди|мужчины|женщины|родители|клиенты|пользователи|adultos|personas|hombres|mujeres|padres|clientes|usuarios|adultes|personnes|hommes|femmes|utilisateurs|erwachsene|menschen|männer|frauen|eltern|kunden|nutzer|kattalar|odamlar|成年人|用户|顾客|成人|利用者)(?!\p{L})[^?？]*$/iu;

const AGE_RANGE = /(?<!\d)\d{2}\s*(?:[-–—~〜～至]|to|bis|a|à|до|dan)\s*\d{2}(?!\d)/iu;
const isCriterion = (text: string) => CRITERION.test(text) || AGE_RANGE.test(text);

/** Whether a description speaks to the interviewer (an instruction) or describes who takes part (a criterion). */
export function isInstruction(description: string, language: string): boolean {
  const text = description.trim();
  if (/[?？]\s*$/u.test(text)) return false;
  return isCriterion(text) || (INSTRUCTION[language] ?? INSTRUCTION.English!).test(text);
}

const SECOND_PERSON: Record<string, string> = { ...THIRD_TO_SECOND, 'the respondent': 'you', "the respondent's": 'your' };

/** What an English instruction asks about, turned to the respondent: "Probe for how they searched" → "how you searched". */
function englishSubject(instruction: string): string | null {
  const rest = instruction
    .trim()
    .replace(/(?<![.!?])[.!?]+$/u, '')
    .replace(INSTRUCTION.English!, '')
    .replace(/^ (?:(?:the respondent|them) )?(?:about|for|into|on|to (?:describe|explain|say|tell))?\s*/i, '')
    // One question at a time: the first of what the instruction lists.
    .split(/,| and | or /)[0]!
    .trim()
    .replace(
      /\b(?:the respondent's|the respondent|they|them|their|theirs|themselves|he|she|his|her)\b/gi,
      (w) => SECOND_PERSON[w.toLowerCase()]!,
    );
  return rest.split(' ').length >= 2 && !/^(?:a|an|it|this|that)$/i.test(rest) ? rest : null;
}

const PREPOSITION = / (?:after|before|when|while|during|in|at|for|with|from|to|of|on|since|because)\b/;

/** The English question about a subject, shortened at a preposition while it repeats six words of the instruction. */
function englishQuestion(subject: string, instruction: string, p: InterviewerPhrases): string | null {
  const ask = (text: string) =>
    /^(?:how|what|when|where|which|who|whether|if|why)\b/i.test(text) ? `Could you tell me ${text}?` : p.tellMeAbout(text);
  let text = subject;
  for (;;) {
    const question = ask(text);
    if (!sharesRun(question, instruction)) return question;
    // The last phrase goes first: "how you searched for a new dentist after the move" loses "after the move".
    const cut = text.replace(new RegExp(`${PREPOSITION.source}(?: (?!${PREPOSITION.source.slice(1)})[^ ]+)+$`, 'i'), '');
    if (cut === text || cut.split(' ').length < 2) return null;
    text = cut;
  }
}

/** The question the interviewer asks for a description that is an instruction or a criterion, in its own words. */
export function instructionQuestion(description: string, title: string, language: string): string {
  const p = phrasesFor(language);
  const text = description.trim();
  // A criterion describes who takes part: the question is about the respondent (the last time of its event, in English).
  if (isCriterion(text)) {
    const { lastTimeOf } = p.info;
    const event = lastTimeOf && englishEvent(text);
    return lastTimeOf && event ? lastTimeOf(event) : p.warmUpVariants[0];
  }
  const subject = language === 'English' ? englishSubject(text) : null;
  const question = subject && englishQuestion(subject, text, p);
  if (question) return question;
  const topic = title.trim().replace(/(?<![.:;!?。！？])[.:;!?。！？]+$/u, '');
  // A title is a label ("Price", "Поиск врача"): named in a sentence with a small letter, except German nouns.
  const named = language !== 'German' && /^\p{Lu}\p{Ll}/u.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
  return named ? p.tellMeAbout(named) : p.warmUpVariants[0];
}
