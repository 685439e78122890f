/**
 * De-identification of exports, for interviews set to `everywhere`. Each dialog has its own map, so a value has one
 * placeholder throughout its dialog (its transcript, bio, quotes and answers); numbering follows the transcript when
 * its messages are read first, as the exports do. Text written across dialogs (topics, recommendations, summaries)
 * gets placeholders of a map of its own. The researcher's pages are untouched: they show the originals.
 */
import { loadEnglishPeople } from './english-people.server';
import { detectPersonalData } from './personal-data';
import { deidentify, deidentifyMapped, newPseudonymMap, type PseudonymMap } from './pseudonyms';
import { interviewPrivacy } from './redaction-setting.server';

export type ExportPseudonyms = {
  /** A text of one dialog (a message, its bio, a quote, an answer) with that dialog's placeholders. */
  ofDialog(dialogId: string, text: string): string;
  /** `ofDialog` with where each offset of the original lands, for quotes stored as spans of a message. */
  mappedOfDialog(dialogId: string, text: string): ReturnType<typeof deidentifyMapped>;
  /** A text written across dialogs. */
  across(text: string): string;
};

/** The export's pseudonyms, or undefined when the interview's exports carry the text as written. */
export async function exportPseudonyms(interviewId: string): Promise<ExportPseudonyms | undefined> {
  const privacy = interviewPrivacy(interviewId);
  if (privacy?.redaction !== 'everywhere') return undefined;
  const people = privacy.language === 'English' ? await loadEnglishPeople() : undefined;
  return newExportPseudonyms((text) => detectPersonalData(text, { language: privacy.language, people }));
}

/** Pseudonyms for one export: a map per dialog, another for text written across dialogs. */
export function newExportPseudonyms(detect: PseudonymMap['detect']): ExportPseudonyms {
  const maps = new Map<string, PseudonymMap>();
  const mapOf = (dialogId: string) => {
    let map = maps.get(dialogId);
    if (!map) maps.set(dialogId, (map = newPseudonymMap(detect)));
    return map;
  };
  const acrossMap = newPseudonymMap(detect);
  return {
    ofDialog: (dialogId, text) => deidentify(text, mapOf(dialogId)),
    mappedOfDialog: (dialogId, text) => deidentifyMapped(text, mapOf(dialogId)),
    across: (text) => deidentify(text, acrossMap),
  };
}
