/**
 * The one place respondent text is de-identified on its way to an external model, and the model's answer restored on
 * its way back. The chat client (`chat.server.ts`: the interviewer, its judge, the member check, the sample, coding,
 * topics, recommendations, summaries), the embeddings client and the analytics chat's agent call `outgoingPrivacy`
 * with the call's interview; with the interview's setting at `before-ai` or `everywhere` they get a pseudonym map
 * and send only what it gives back. The built-in engine never comes here: nothing it reads leaves the server.
 *
 * What is read for personal data: text between the prompt's `<respondent>` and `<interviewer>` delimiters (every
 * prompt puts respondent words there, `prompt-data.ts`) and the interviewer's own earlier turns (assistant
 * messages). Elsewhere (instructions, the study's own texts) only values already found are replaced, so a prompt's
 * wording is never taken for a name.
 *
 * A dialog's calls share one map while the process runs (a bounded cache by dialog id), so a respondent's e-mail is
 * `[EMAIL 1]` in every turn, its judge and its member check; other calls get a map of their own.
 */
import { loadEnglishPeople, type PeopleFinder } from './english-people.server';
import { detectPersonalData } from './personal-data';
import { deidentify, newPseudonymMap, type PseudonymMap, restore, restoreDeep, restoreSoFar } from './pseudonyms';
import { interviewPrivacy } from './redaction-setting.server';

type Message = { role: string; content: string };

export type OutgoingPrivacy = {
  readonly map: PseudonymMap;
  /** Chat messages as they may be sent. */
  messages<M extends Message>(messages: M[]): M[];
  /** Texts that are respondent words as a whole (embeddings, search phrases), as they may be sent. */
  texts(texts: string[]): string[];
  /** Any text of the call as it may be sent, reading it all for personal data (a tool's output, a question). */
  text(text: string): string;
  /** A model's answer with the originals where it wrote placeholders. */
  restore(text: string): string;
  /** A streaming answer so far, restored, without a half-written placeholder at its end. */
  restoreSoFar(text: string): string;
  /** Every string of a structured answer restored. */
  restoreDeep<T>(value: T): T;
};

const DIALOG_MAPS_KEPT = 500;
const dialogMaps = new Map<string, PseudonymMap>();

function mapFor(dialogId: string | null | undefined, detect: (text: string) => ReturnType<typeof detectPersonalData>): PseudonymMap {
  if (!dialogId) return newPseudonymMap(detect);
  let map = dialogMaps.get(dialogId);
  if (map) dialogMaps.delete(dialogId);
  else map = newPseudonymMap(detect);
  dialogMaps.set(dialogId, map); // most recently used last
  if (dialogMaps.size > DIALOG_MAPS_KEPT) dialogMaps.delete(dialogMaps.keys().next().value!);
  return map;
}

// Each message's spans once: every turn sends the dialog's history again, and only its newest message is new.
const DETECTED_KEPT = 5_000;
const detected = new Map<string, ReturnType<typeof detectPersonalData>>();

function cachedDetector(language: string, people: PeopleFinder | undefined) {
  return (text: string) => {
    const key = `${language}\u0000${text}`;
    let spans = detected.get(key);
    if (!spans) {
      spans = detectPersonalData(text, { language, people });
      detected.set(key, spans);
      if (detected.size > DETECTED_KEPT) detected.delete(detected.keys().next().value!);
    }
    return spans;
  };
}

// The delimited regions of a prompt; their tags and attributes stay as they are.
const DELIMITED = /(<(respondent|interviewer)(?: [^>\n]{0,400})?>\n)([^]*?)(\n<\/\2>)/g;

/** A text of the prompt: its delimited regions read for personal data, the rest only for values already found. */
function promptText(text: string, map: PseudonymMap, readAll: boolean): string {
  if (readAll) return deidentify(text, map);
  let result = '';
  let at = 0;
  for (const match of text.matchAll(DELIMITED)) {
    result += deidentify(text.slice(at, match.index), map, { onlyKnown: true }) + match[1] + deidentify(match[3]!, map) + match[4];
    at = match.index + match[0].length;
  }
  return result + deidentify(text.slice(at), map, { onlyKnown: true });
}

/**
 * The de-identification of one call, or undefined when the call's text may go as written: no interview (the study's
 * own texts only, such as drafting a guide), or the interview's setting is `off`.
 */
export async function outgoingPrivacy(ctx: {
  interviewId?: string | null;
  dialogId?: string | null;
}): Promise<OutgoingPrivacy | undefined> {
  if (!ctx.interviewId) return undefined;
  const privacy = interviewPrivacy(ctx.interviewId);
  if (!privacy || privacy.redaction === 'off') return undefined;
  const people = privacy.language === 'English' ? await loadEnglishPeople() : undefined;
  const map = mapFor(ctx.dialogId, cachedDetector(privacy.language, people));
  return {
    map,
    messages: (messages) => {
      const sent = () =>
        messages.map((message) => ({ ...message, content: promptText(message.content, map, message.role === 'assistant') }));
      // The first pass finds the values (numbered in the order of the messages); the second also replaces them where
      // they appear before the place they were found, such as a name in the system prompt's bio of the respondent.
      sent();
      return sent();
    },
    texts: (texts) => texts.map((text) => deidentify(text, map)),
    text: (text) => deidentify(text, map),
    restore: (text) => restore(text, map),
    restoreSoFar: (text) => restoreSoFar(text, map),
    restoreDeep: (value) => restoreDeep(value, map),
  };
}
