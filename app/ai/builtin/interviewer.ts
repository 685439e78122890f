import type { Candidate, Directive } from '../interviewer';
import { phrasesFor } from './interviewer-phrases';

/** A statement-style description becomes a question; one that already asks stays as written. */
export function asQuestion(description: string, language: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (/[?？]\s*$/.test(text)) return text;
  const topic = /^[\p{Lu}][\p{Ll}]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return phrasesFor(language).tellMeAbout(topic.replace(/[.。!！]+$/u, ''));
}

/** A few words of the answer to quote back, or null when it is too short or too long to quote well. */
export function quoteFrom(answer: string): string | null {
  const words = answer.trim().replace(/[.!?。！？]+$/u, '').split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return words.length <= 6 ? words.join(' ') : `${words.slice(0, 5).join(' ')}…`;
}

/** The built-in interviewer's k candidate messages for a directive, varied in wording, in the interview language. */
export function builtinCandidates(directive: Directive, language: string, k: number, seed: number): string[] {
  const p = phrasesFor(language);
  const pick = (list: string[], i: number) => list[(seed + i) % list.length]!;
  const variants: string[] = [];
  for (let i = 0; i < Math.max(1, k); i++) {
    switch (directive.kind) {
      case 'ask': {
        const question = asQuestion(directive.question.description, language);
        variants.push(directive.isFirst && i === 0 ? question : `${pick(p.transitions, i)} ${question}`);
        break;
      }
      case 'probe': {
        const quote = quoteFrom(directive.answer);
        variants.push(quote && i % 2 === 0 ? p.quotedProbe.replace('{quote}', quote) : pick(p.probes, i));
        break;
      }
      case 'close':
        variants.push(i === 0 ? p.closing : `${pick(p.transitions, i)} ${p.closing}`);
        break;
      case 'stay-on-topic':
        variants.push(directive.question ? `${p.stayOnTopic} ${asQuestion(directive.question.description, language)}` : p.stayOnTopic);
        break;
    }
  }
  return variants;
}

/**
 * Transparent scores out of 10: one question per message, brevity, no repetition of what was already said, and
 * (for follow-ups) the respondent's own words. The reason says which rules held.
 */
export function scoreCandidates(candidates: string[], directive: Directive, previous: string[]): Candidate[] {
  return candidates.map((response) => {
    let score = 10;
    const reasons: string[] = [];
    const questionMarks = (response.match(/[?？]/g) ?? []).length;
    if (directive.kind !== 'close') {
      if (questionMarks === 1) reasons.push('asks exactly one question');
      else {
        score -= questionMarks === 0 ? 3 : 2;
        reasons.push(questionMarks === 0 ? 'asks no question' : 'asks more than one question');
      }
    }
    const words = response.split(/\s+/).length;
    if (words > 45) {
      score -= 2;
      reasons.push('long');
    } else reasons.push('short');
    if (previous.some((said) => said.trim() === response.trim())) {
      score -= 5;
      reasons.push('repeats an earlier message');
    } else reasons.push('not repeated');
    if (directive.kind === 'probe') {
      if (/[“«„「"]/.test(response)) reasons.push('uses the respondent’s words');
      else {
        score -= 1;
        reasons.push('generic follow-up');
      }
    }
    const text = reasons.join('; ');
    return { response, score: Math.max(0, Math.min(10, score)), reason: text.charAt(0).toUpperCase() + text.slice(1) + '.' };
  });
}
