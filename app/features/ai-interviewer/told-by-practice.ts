/**
 * Two questions about a course of sessions, told early in an account of how it began, in English, Spanish and German:
 * - the first session, visit or lesson ("What happened at your first session?", "¿Qué pasó en tu primera cita?", "Was
 *   ist bei Ihrem ersten Termin passiert?"), told by a sentence in which they met the one who saw them (soon, or the
 *   first time) and what that one had them do: "got a video call with a trainer within three days, and she had me do
 *   …", "a la semana ya estaba con una profesora que me hizo …", "der Trainer hat mich gleich beim ersten Mal an die
 *   Wand gestellt";
 * - how they get on with what they were given to do ("How have you got on with the exercises you were given?", "¿Cómo
 *   te va con las tareas que te mandaron?", "Wie klappt es mit den Übungen, die Sie bekommen haben?"), told by the
 *   habit of doing it: "I do those at every red light now", "desde entonces hago … cada mañana", "Seitdem mache ich an
 *   jeder Haltestelle …".
 * Each is read over a whole sentence (`told-in-one-sentence.ts`), since commas and "and" part its two halves.
 */

import { cue } from './told-by-intent';

const FIRST_VISIT_ASKS = [
  String.raw`first (?:session|appointment|visit|lesson|class|consultation|meeting)`,
  String.raw`primera (?:sesión|cita|visita|clase|consulta|reunión)`,
  String.raw`erste[nmrs]? (?:termin|sitzung|besuch|stunde|behandlung|kurs|treffen)`,
];

// Meeting the one who saw them, soon or the first time: "got a video call with a physio", "within three days", "a la
// semana ya estaba con una …", "gleich beim ersten Mal".
const MET = [
  String.raw`(?:got|had|booked|landed) (?:a |an )?(?:[\p{L}-]+ ){0,2}(?:appointment|session|call|slot|visit|lesson|class|consultation) with|within (?:a|an|\p{L}+) (?:days?|weeks?)|(?:the|my) (?:very )?first (?:time|visit|session|appointment|lesson|class|day)|straight away|right away`,
  String.raw`a la semana|a los \p{L}+ días|(?:ya )?estaba con (?:un|una|el|la)|(?:la|mi) primera (?:vez|sesión|cita|visita|clase)|el primer día|nada más (?:llegar|entrar)|de entrada`,
  String.raw`(?:gleich |direkt )?beim ersten (?:mal|termin|besuch)|(?:gleich|direkt) am ersten (?:tag|termin)|innerhalb von \p{L}+ (?:tagen|wochen)`,
].join('|');

// What the one who saw them had them do or did to them: "had me do chin tucks", "me hizo caminar", "hat mich an die
// Wand gestellt", "mir gezeigt".
const HAD_THEM_DO = [
  String.raw`(?:had|made) me \p{L}{2,}|got me (?:to|doing)|(?:showed|taught|watched|examined|assessed|tested|measured) me`,
  String.raw`me (?:hizo|hicieron|enseñó|enseñaron|puso|pusieron|miró|miraba|examinó|exploró|midió|mandó)`,
  String.raw`(?:hat|haben|hatte) mich (?:[\p{L}-]+ ){0,6}(?:gestellt|gelegt|gesetzt|untersucht|angeschaut|angesehen|abgetastet|getestet|vermessen|machen lassen)|mir (?:[\p{L}-]+ ){0,3}gezeigt`,
].join('|');

const PRACTICE_ASKS = [
  String.raw`how (?:have|are|did) you (?:got|get|getting|been getting) on with (?:the|your) (?:[\p{L}-]+ ){0,4}(?:you were|you've been|they) (?:given|set|shown|asked)`,
  String.raw`cómo te (?:va|ha ido|fue) con (?:los|las|el|la|tus) (?:\p{L}+ ){0,4}que te (?:mandaron|dieron|pusieron|enseñaron)`,
  String.raw`wie (?:klappt|läuft|geht) es mit (?:den|der|dem|ihren|ihrer|ihrem) (?:[\p{L}-]+,? ){0,2}(?:die|das|den) sie (?:[\p{L}-]+ ){0,4}(?:bekommen|mitbekommen|gezeigt bekommen) haben`,
];

// Doing it as a habit: "I do those at every red light now", "hago el puente cada mañana", "mache ich an jeder
// Endhaltestelle drei Minuten …".
const EVERY_EN = String.raw`(?:every|each|most) (?:day|morning|evening|night|time|\p{L}+ light|\p{L}+ break)|daily|twice a day`;
const EVERY_ES = String.raw`(?:cada|todos los|todas las) (?:día|días|mañana|mañanas|noche|noches|tarde|tardes|\p{L}+)|a diario`;
const EVERY_DE = String.raw`(?:an |in |bei |vor |nach )?jede[nmrs]? (?:tag|morgen|abend|\p{L}+)|täglich`;
const HABIT = [
  String.raw`(?:i|we) (?:still |now )?(?:do|practi[cs]e) (?:those|these|them|it|mine|my (?:[\p{L}-]+ ){0,2}|the (?:[\p{L}-]+ ){0,2})(?:[^.!?]{0,40} )?(?:${EVERY_EN})`,
  String.raw`(?:desde entonces|ahora|todavía|sigo) (?:\p{L}+ )?(?:hago|practico|los hago|las hago|haciendo)(?:[^.!?]{0,60} )?(?:${EVERY_ES})`,
  String.raw`(?:seitdem|jetzt|mittlerweile|inzwischen) (?:mache|übe) ich (?:[^.!?]{0,60})?(?:${EVERY_DE})|(?:mache|übe) ich (?:[^.!?]{0,40})?(?:${EVERY_DE})`,
].join('|');

// German puts the time inside what they did: "hat mich gleich beim ersten Mal ans Klavier gesetzt".
const PLACED_AT_FIRST_DE = String.raw`(?:hat|haben|hatte) mich (?:gleich |direkt )?(?:beim ersten (?:mal|termin|besuch)|am ersten (?:tag|termin)) (?:[\p{L}-]+ ){0,4}(?:gestellt|gelegt|gesetzt|untersucht|angeschaut|angesehen|abgetastet|getestet|vermessen|machen lassen)`;

/** The first session or visit: asked of a course of them, told by meeting the one who saw them and what they had them do. */
export const FIRST_VISIT = {
  name: 'firstVisit' as const,
  asks: cue(FIRST_VISIT_ASKS),
  tells: cue(String.raw`(?:${MET})[^.!?]{0,160}?(?:${HAD_THEM_DO})|(?:${HAD_THEM_DO})[^.!?]{0,60}?(?:${MET})|${PLACED_AT_FIRST_DE}`),
};

/** How they get on with what they were given to do: told by the habit of doing it. */
export const PRACTICE = { name: 'practice' as const, asks: cue(PRACTICE_ASKS), tells: cue(HABIT) };
