import type { InterviewLanguage } from '~/lib/languages';

import { preteriteToTu } from './spanish-preterite';

/**
 * What the built-in interviewer says, in every interview language. `topic` is how a question's subject is named in a
 * sentence: in English a phrase made from the question ("how you order flour", "your ordering routine"), in the other
 * languages the question's title, which the phrases quote so that no grammatical case has to be guessed.
 */
export type InterviewerPhrases = {
  /** Acknowledgements of an ordinary answer. */
  transitions: string[];
  /** Before the first question of the guide. */
  begin: string;
  /** Acknowledgements of the answers that are never probed, and of an introduction. */
  acknowledge: { introduction: string; refusal: string; thanks: string; 'no-more': string };
  /** An apology when the respondent says they told it already ("As I said."): three wordings, none said twice. */
  saidBefore: readonly string[];
  /** Owning an unclear question before putting it again in other words. */
  clearer: string;
  /** Turns a statement-style question description into a question. */
  tellMeAbout: (topic: string) => string;
  /** A description that is already a request ("Tell me about …", "Расскажите …"): asked as written. */
  request: RegExp;
  /** Names the topic the next question turns to. */
  turnTo: (topic: string) => string;
  /** Announces the closing question. */
  lastQuestion: string;
  /** Invites concrete examples after a question. */
  examplesWelcome: string;
  /** Bridges from a few words of the respondent's last answer. */
  youMentioned: (quote: string) => string;
  /** A request for an example that names the question's topic (English only names one: `follow-up-questions.ts`). */
  probe: { example: (topic: string) => string };
  /** Follow-ups that name no topic: an example, the reason, a consequence. A detail's own question comes first when the
   * answer gives one (`answer-details.ts`); the closing words are in `closing-words.ts`. */
  plainProbe: { example: string; reason: string; consequence: string };
  /** Other questions about the same topic, so that candidates differ in what they ask, not only in their wording. */
  variants: { firstThoughts: (topic: string) => string; concrete: (topic: string) => string; experience: (topic: string) => string };
  /** The same for a warm-up question and for the closing question, which name no topic. */
  warmUpVariants: [string, string];
  closingVariants: [string, string];
  /** Asking for an item of the interview's required info: a lead-in, the questions by kind, and why it is asked. */
  info: {
    lead: string;
    why: string;
    age: string;
    occupation: string;
    place: string;
    name: string;
    frequency: string;
    family: string;
    /** When an event last happened: the event named (English only), or the study's subject meant by "this". */
    lastTimeOf: ((event: string) => string) | null;
    lastTime: string;
    other: (item: string) => string;
  };
  /** Opens a guide question whose subject the respondent touched on before it was asked. */
  toldEarlier: string;
  /** The close when the respondent said goodbye. */
  farewell: string;
  farewellShort: string;
  /** The answer to a respondent who tries to change the interviewer's instructions. */
  stayOnTopic: string;
  stayOnTopicAlt: string;
  backTo: (topic: string) => string;
};

/** English third-person words as the respondent hears them: a researcher's "their" is the respondent's "your". */
export const THIRD_TO_SECOND: Record<string, string> = {
  they: 'you',
  them: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourself',
  he: 'you',
  she: 'you',
  his: 'your',
  her: 'your',
};

/** English text about "them" turned to the respondent: "when they last moved" → "when you last moved". */
export const toRespondent = (text: string) =>
  text.replace(/\b(they|them|their|theirs|themselves|he|she|his|her)\b/gi, (word) => THIRD_TO_SECOND[word.toLowerCase()]!);

/**
 * An item that is already an indirect question ("Cuántas semanas duró el curso", "Wie viele Wochen der Kurs lief",
 * "Ob sie ihr Geld zurückbekommen haben") asked as one, in the respondent's person, instead of quoted as a label: a
 * quoted title read out sounds like a form. Null when the item opens with no question word.
 */
function indirectQuestion(item: string, opens: RegExp, toRespondent: (text: string) => string = (text) => text): string | null {
  if (!opens.test(item)) return null;
  return toRespondent(item.charAt(0).toLowerCase() + item.slice(1));
}
const SPANISH_ASKS = /^(?:cuánt[oa]s?|qué|cómo|cuándo|dónde|cuál(?:es)?|quién(?:es)?|si)(?!\p{L})/iu;
const spanishToRespondent = (text: string) => {
  const own = text
    .replace(/(?<!\p{L})les(?!\p{L})/gu, 'te')
    .replace(/(?<!\p{L})sus(?!\p{L})/gu, 'tus')
    .replace(/(?<!\p{L})su(?!\p{L})/gu, 'tu');
  const verbAt = SPANISH_VERB_AFTER_OPENER.exec(own);
  if (!verbAt) return own;
  const [opening, head, reflexive, verb] = verbAt as unknown as [string, string, string | undefined, string];
  const rest = own.slice(opening.length).replace(SPANISH_PLURAL_PREDICATE, (predicate) => predicate.replace(/([oa])s(?!\p{L})/gu, '$1'));
  return `${head}${reflexive ? 'te ' : ''}${toSecondPerson(verb)}${rest}`;
};
// What their verb says of them in the plural says it of one respondent once the verb is theirs: "si corren solos o
// acompañados" → "si corres solo o acompañado", "si se sintieron apoyadas" → "si te sentiste apoyada". Only "solo" and
// participles right after the verb: "si compraron zapatos" keeps its noun's plural.
const SPANISH_PLURAL_PREDICATE = /^ (?:sol|\p{L}+(?:ad|id|ech))[oa]s(?: (?:o|y|ni) (?:sol|\p{L}+(?:ad|id|ech))[oa]s)*(?!\p{L})/u;
// The verb right after the question word is theirs: "si habían tenido perro" → "si habías tenido perro", "cuánto
// pagaron" → "cuánto pagaste", "si se dieron de baja" → "si te diste de baja". After an object ("si les devolvieron el
// dinero": someone gave it back to them) or a noun ("cuántas personas viven") the verb is someone else's.
const SPANISH_VERB_AFTER_OPENER = /^(\p{L}+ (?:(?:no|ya) )*)(?:(se) )?(\p{L}+n)(?!\p{L})/u;
function toSecondPerson(verb: string): string {
  if (verb === 'son') return 'eres';
  const preterite = preteriteToTu(verb);
  if (preterite) return preterite;
  return verb.replace(/([aáeé])n$/u, '$1s').replace(/ían$/u, 'ías');
}
const GERMAN_ASKS = /^(?:wie|was|wann|wo|woher|wohin|welche[mnrs]?|wer|wen|wem|ob|warum|weshalb)(?!\p{L})/iu;
// The polite "Sie" is the third person plural: "ob sie ihr Geld …" becomes "ob Sie Ihr Geld …", the verb as it is.
const germanToRespondent = (text: string) =>
  text.replace(/(?<!\p{L})(?:sie|ihr|ihre|ihren|ihrem|ihrer|ihres)(?!\p{L})/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1));
const FRENCH_ASKS = /^(?:combien|quand|comment|où|quel(?:le)?s?|pourquoi)(?!\p{L})/iu;

/**
 * An English required-info item as a question to the respondent: "When they last cancelled their subscription" →
 * "Could you tell me when you last cancelled your subscription?"; "Household size" → "May I ask about your household size?".
 */
function englishInfoQuestion(item: string): string {
  const text = toRespondent(item.trim().replace(/(?<![.?!])[.?!]+$/u, ''));
  const lower = /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  if (/^(?:how|what|when|where|which|who|whether|if|why)\b/i.test(lower)) return `Could you tell me ${lower}?`;
  if (/^(?:do|does|did|are|is|have|has|can)\b/i.test(lower)) return `${text.charAt(0).toUpperCase()}${text.slice(1)}?`;
  return `May I ask about ${/^(?:your|the|a|an)\b/i.test(lower) ? lower : `your ${lower}`}?`;
}

export const INTERVIEWER_PHRASES: Record<InterviewLanguage, InterviewerPhrases> = {
  English: {
    transitions: ['Thank you.', 'Thanks for sharing that.', 'That is helpful, thank you.'],
    begin: 'Let’s begin.',
    acknowledge: {
      introduction: 'Thank you for introducing yourself.',
      refusal: 'That is fine, we can leave that one.',
      thanks: 'You are welcome.',
      'no-more': 'All right.',
    },
    clearer: 'Sorry, I could have put that more clearly.',
    saidBefore: ['Sorry, you did tell me that already.', 'You’re right, you mentioned that. Sorry.', 'Apologies, you had already said so.'],
    tellMeAbout: (topic) => `Could you tell me about ${topic}?`,
    request:
      /^(?:(?:please|to (?:start|begin)|first(?:ly)?|now|next|finally|lastly|and|so)[,:]? ){0,3}(?:tell|describe|think|walk|share|explain|talk|imagine|picture|compare|list|name|recall|remember|give|rate|show|consider|reflect|look|take|try|let|help|say|go|outline|summari[sz]e|mention|recount|sketch)\b|^(?:could|can|would|will) you\b/i,
    turnTo: (topic) => `Let’s turn to ${topic}.`,
    lastQuestion: 'Before we finish, one last question.',
    examplesWelcome: 'Examples from your own experience are very welcome.',
    youMentioned: (quote) => `You mentioned “${quote}”.`,
    probe: {
      example: (topic) => `Could you tell me more about ${topic}, perhaps with an example?`,
    },
    plainProbe: {
      example: 'Could you tell me more about that, perhaps with an example?',
      reason: 'What makes you say that?',
      consequence: 'How does that affect you?',
    },
    variants: {
      firstThoughts: (topic) => `What comes to mind first when you think about ${topic}?`,
      concrete: (topic) => `Could you give me a concrete example, thinking of ${topic}?`,
      experience: (topic) => `What has your experience been with ${topic}?`,
    },
    warmUpVariants: ['Could you tell me a little about yourself?', 'What does a typical day look like for you?'],
    closingVariants: ['Is there anything we have not covered that matters to you?', 'What else should I have asked you about?'],
    info: {
      lead: 'Before we go on, a quick question about you.',
      why: 'It helps us understand your answers.',
      age: 'May I ask roughly how old you are?',
      occupation: 'What do you do for a living?',
      place: 'Where do you live?',
      name: 'What may I call you?',
      frequency: 'How often does this topic come up in your everyday life?',
      family: 'Who do you live with?',
      lastTimeOf: (event) => `When was the last time you ${event}?`,
      lastTime: 'When did this last happen to you?',
      other: englishInfoQuestion,
    },
    toldEarlier: 'You touched on this already.',
    farewell: 'Thank you for your time and your answers. Goodbye!',
    farewellShort: 'Thank you for taking part. Take care, and goodbye!',
    stayOnTopic: 'I am here to learn about your experiences, so let us stay with the interview.',
    stayOnTopicAlt: 'I can only ask the questions of this interview, and I would like to hear your view.',
    backTo: (topic) => `Let’s get back to ${topic}.`,
  },
  Russian: {
    transitions: ['Спасибо.', 'Спасибо, что поделились.', 'Это очень полезно, спасибо.'],
    begin: 'Давайте начнём.',
    acknowledge: {
      introduction: 'Спасибо, что представились.',
      refusal: 'Хорошо, этот вопрос можно пропустить.',
      thanks: 'Пожалуйста.',
      'no-more': 'Хорошо.',
    },
    clearer: 'Простите, я неясно выразился.',
    saidBefore: ['Простите, вы уже об этом говорили.', 'Да, вы уже упоминали это. Извините.', 'Извините, вы об этом уже рассказывали.'],
    tellMeAbout: (topic) => `Расскажите, пожалуйста: ${topic}?`,
    request:
      /^(?:\p{L}+[ ,]+){0,3}?(?:расскажите|опишите|вспомните|представьте|поделитесь|назовите|объясните|подумайте|перечислите|оцените|приведите|скажите)(?!\p{L})/iu,
    turnTo: (topic) => `Перейдём к теме «${topic}».`,
    lastQuestion: 'Прежде чем закончить, последний вопрос.',
    examplesWelcome: 'Примеры из вашего собственного опыта очень приветствуются.',
    youMentioned: (quote) => `Вы упомянули «${quote}».`,
    probe: {
      example: (topic) => `Не могли бы вы рассказать подробнее о теме «${topic}», может быть, на примере?`,
    },
    plainProbe: {
      example: 'Не могли бы вы рассказать об этом подробнее, может быть, на примере?',
      reason: 'Почему вы так считаете?',
      consequence: 'Как это сказывается на вас?',
    },
    variants: {
      firstThoughts: (topic) => `Что первым приходит вам в голову, когда вы думаете о теме «${topic}»?`,
      concrete: (topic) => `Не могли бы вы привести конкретный пример, связанный с темой «${topic}»?`,
      experience: (topic) => `Какой у вас опыт, связанный с темой «${topic}»?`,
    },
    warmUpVariants: ['Не могли бы вы немного рассказать о себе?', 'Как обычно проходит ваш день?'],
    closingVariants: ['Есть ли что-то важное для вас, о чём мы ещё не говорили?', 'О чём ещё мне стоило бы вас спросить?'],
    info: {
      lead: 'Прежде чем продолжить, короткий вопрос о вас.',
      why: 'Это поможет нам лучше понять ваши ответы.',
      age: 'Можно спросить, сколько вам лет, хотя бы примерно?',
      occupation: 'Чем вы занимаетесь по работе?',
      place: 'В каком городе вы живёте?',
      name: 'Как мне к вам обращаться?',
      frequency: 'Как часто эта тема возникает в вашей повседневной жизни?',
      family: 'С кем вы живёте?',
      lastTimeOf: null,
      lastTime: 'Когда это было у вас в последний раз?',
      other: (item) => `Можно уточнить: «${item}»?`,
    },
    toldEarlier: 'Вы уже немного говорили об этом.',
    farewell: 'Спасибо за ваше время и ответы. До свидания!',
    farewellShort: 'Спасибо за участие. Всего доброго!',
    stayOnTopic: 'Я здесь, чтобы узнать о вашем опыте, поэтому давайте вернёмся к интервью.',
    stayOnTopicAlt: 'Я могу задавать только вопросы этого интервью, и мне важно ваше мнение.',
    backTo: (topic) => `Давайте вернёмся к теме «${topic}».`,
  },
  Spanish: {
    transitions: ['Gracias.', 'Gracias por compartirlo.', 'Muy útil, gracias.'],
    begin: 'Empecemos.',
    acknowledge: {
      introduction: 'Gracias por presentarte.',
      refusal: 'No pasa nada, podemos dejar esa pregunta.',
      thanks: 'De nada.',
      'no-more': 'De acuerdo.',
    },
    clearer: 'Perdona, no me he explicado bien.',
    saidBefore: ['Perdona, ya me lo habías contado.', 'Tienes razón, ya lo habías dicho. Perdona.', 'Disculpa, ya me lo habías comentado.'],
    tellMeAbout: (topic) => `¿Podrías hablarme de ${topic}?`,
    request:
      /^(?:\p{L}+[ ,]+){0,3}?(?:cuéntame|cuénteme|cuéntanos|describe|describa|piensa|piense|recuerda|recuerde|háblame|hábleme|explica|explique|imagina|imagine|comparte|comparta|dime|dígame|menciona|mencione|nombra)(?!\p{L})/iu,
    turnTo: (topic) => `Pasemos al tema «${topic}».`,
    lastQuestion: 'Antes de terminar, una última pregunta.',
    examplesWelcome: 'Los ejemplos de tu propia experiencia son muy bienvenidos.',
    youMentioned: (quote) => `Mencionaste «${quote}».`,
    probe: {
      example: (topic) => `¿Podrías contarme más sobre el tema «${topic}», quizá con un ejemplo?`,
    },
    plainProbe: {
      example: '¿Podrías contarme un poco más sobre eso, quizá con un ejemplo?',
      reason: '¿Qué te hace decir eso?',
      consequence: '¿Cómo te afecta eso?',
    },
    variants: {
      firstThoughts: (topic) => `¿Qué es lo primero que te viene a la mente cuando piensas en el tema «${topic}»?`,
      concrete: (topic) => `¿Podrías darme un ejemplo concreto relacionado con el tema «${topic}»?`,
      experience: (topic) => `¿Cómo ha sido tu experiencia con el tema «${topic}»?`,
    },
    warmUpVariants: ['¿Podrías contarme un poco sobre ti?', '¿Cómo es un día normal para ti?'],
    closingVariants: ['¿Hay algo importante para ti de lo que aún no hayamos hablado?', '¿Sobre qué más debería haberte preguntado?'],
    info: {
      lead: 'Antes de seguir, una pregunta rápida sobre ti.',
      why: 'Nos ayuda a entender mejor tus respuestas.',
      age: '¿Puedo preguntarte cuántos años tienes, aproximadamente?',
      occupation: '¿A qué te dedicas?',
      place: '¿En qué ciudad vives?',
      name: '¿Cómo te puedo llamar?',
      frequency: '¿Con qué frecuencia surge este tema en tu día a día?',
      family: '¿Con quién vives?',
      lastTimeOf: null,
      lastTime: '¿Cuándo fue la última vez que te pasó?',
      other: (item) => {
        const asked = indirectQuestion(item, SPANISH_ASKS, spanishToRespondent);
        return asked ? `¿Puedo preguntarte ${asked}?` : `¿Puedo preguntarte un dato más: «${item}»?`;
      },
    },
    toldEarlier: 'Ya lo mencionaste antes.',
    farewell: 'Gracias por tu tiempo y tus respuestas. ¡Adiós!',
    farewellShort: 'Gracias por participar. ¡Que te vaya bien!',
    stayOnTopic: 'Estoy aquí para conocer tus experiencias, así que sigamos con la entrevista.',
    stayOnTopicAlt: 'Solo puedo hacer las preguntas de esta entrevista, y me interesa tu opinión.',
    backTo: (topic) => `Volvamos al tema «${topic}».`,
  },
  French: {
    transitions: ['Merci.', 'Merci de partager cela.', 'C’est très utile, merci.'],
    begin: 'Commençons.',
    acknowledge: {
      introduction: 'Merci de vous être présenté.',
      refusal: 'Pas de problème, nous pouvons laisser cette question de côté.',
      thanks: 'Je vous en prie.',
      'no-more': 'D’accord.',
    },
    clearer: 'Pardon, je me suis mal exprimé.',
    saidBefore: [
      'Pardon, vous me l’aviez déjà dit.',
      'C’est vrai, vous l’aviez mentionné. Pardon.',
      'Excusez-moi, vous en aviez déjà parlé.',
    ],
    tellMeAbout: (topic) => `Pourriez-vous me parler de ${topic} ?`,
    request:
      /^(?:\p{L}+[ ,]+){0,3}?(?:racontez|raconte|décrivez|décris|pensez|pense|parlez|parle|expliquez|explique|imaginez|dites|rappelez|citez|partagez)(?!\p{L})/iu,
    turnTo: (topic) => `Passons au sujet « ${topic} ».`,
    lastQuestion: 'Avant de terminer, une dernière question.',
    examplesWelcome: 'Les exemples tirés de votre propre expérience sont les bienvenus.',
    youMentioned: (quote) => `Vous avez mentionné « ${quote} ».`,
    probe: {
      example: (topic) => `Pourriez-vous m’en dire plus sur le sujet « ${topic} », peut-être avec un exemple ?`,
    },
    plainProbe: {
      example: 'Pourriez-vous m’en dire un peu plus, peut-être avec un exemple ?',
      reason: 'Qu’est-ce qui vous fait dire cela ?',
      consequence: 'Quelles conséquences cela a-t-il pour vous ?',
    },
    variants: {
      firstThoughts: (topic) => `Qu’est-ce qui vous vient d’abord à l’esprit quand vous pensez au sujet « ${topic} » ?`,
      concrete: (topic) => `Pourriez-vous me donner un exemple concret lié au sujet « ${topic} » ?`,
      experience: (topic) => `Quelle a été votre expérience concernant le sujet « ${topic} » ?`,
    },
    warmUpVariants: ['Pourriez-vous me parler un peu de vous ?', 'À quoi ressemble une journée typique pour vous ?'],
    closingVariants: [
      'Y a-t-il quelque chose d’important pour vous dont nous n’avons pas encore parlé ?',
      'Sur quoi d’autre aurais-je dû vous interroger ?',
    ],
    info: {
      lead: 'Avant de continuer, une petite question sur vous.',
      why: 'Cela nous aide à mieux comprendre vos réponses.',
      age: 'Puis-je vous demander votre âge, même approximatif ?',
      occupation: 'Quelle est votre activité professionnelle ?',
      place: 'Dans quelle ville habitez-vous ?',
      name: 'Comment puis-je vous appeler ?',
      frequency: 'À quelle fréquence ce sujet intervient-il dans votre quotidien ?',
      family: 'Avec qui vivez-vous ?',
      lastTimeOf: null,
      lastTime: 'Quand cela vous est-il arrivé pour la dernière fois ?',
      other: (item) => {
        const asked = indirectQuestion(item, FRENCH_ASKS);
        return asked ? `Puis-je vous demander ${asked} ?` : `Puis-je vous demander une précision : « ${item} » ?`;
      },
    },
    toldEarlier: 'Vous en avez déjà un peu parlé.',
    farewell: 'Merci pour votre temps et vos réponses. Au revoir !',
    farewellShort: 'Merci de votre participation. Bonne journée et au revoir !',
    stayOnTopic: 'Je suis là pour découvrir votre expérience, alors poursuivons l’entretien.',
    stayOnTopicAlt: 'Je ne peux poser que les questions de cet entretien, et votre avis m’intéresse.',
    backTo: (topic) => `Revenons au sujet « ${topic} ».`,
  },
  German: {
    transitions: ['Danke.', 'Danke, dass Sie das teilen.', 'Das ist hilfreich, danke.'],
    begin: 'Fangen wir an.',
    acknowledge: {
      introduction: 'Danke, dass Sie sich vorgestellt haben.',
      refusal: 'Kein Problem, diese Frage können wir auslassen.',
      thanks: 'Gern geschehen.',
      'no-more': 'In Ordnung.',
    },
    clearer: 'Entschuldigung, das war unklar gefragt.',
    saidBefore: [
      'Entschuldigung, das hatten Sie schon erzählt.',
      'Stimmt, das hatten Sie schon gesagt. Entschuldigung.',
      'Verzeihung, das hatten Sie bereits erwähnt.',
    ],
    tellMeAbout: (topic) => `Können Sie mir etwas über ${topic} erzählen?`,
    request: /^(?:\p{L}+[ ,]+){0,3}?(?:erzählen|beschreiben|denken|stellen|nennen|erklären|schildern|berichten|erinnern) sie(?!\p{L})/iu,
    turnTo: (topic) => `Kommen wir zum Thema „${topic}“.`,
    lastQuestion: 'Bevor wir zum Schluss kommen, noch eine letzte Frage.',
    examplesWelcome: 'Beispiele aus Ihrer eigenen Erfahrung sind sehr willkommen.',
    youMentioned: (quote) => `Sie haben „${quote}“ erwähnt.`,
    probe: {
      example: (topic) => `Können Sie mir zum Thema „${topic}“ mehr erzählen, vielleicht an einem Beispiel?`,
    },
    plainProbe: {
      example: 'Können Sie mir dazu noch mehr erzählen, vielleicht an einem Beispiel?',
      reason: 'Was bringt Sie zu dieser Einschätzung?',
      consequence: 'Wie wirkt sich das für Sie aus?',
    },
    variants: {
      firstThoughts: (topic) => `Was fällt Ihnen als Erstes ein, wenn Sie an das Thema „${topic}“ denken?`,
      concrete: (topic) => `Können Sie mir ein konkretes Beispiel zum Thema „${topic}“ nennen?`,
      experience: (topic) => `Welche Erfahrungen haben Sie mit dem Thema „${topic}“ gemacht?`,
    },
    warmUpVariants: ['Können Sie mir ein wenig über sich erzählen?', 'Wie sieht ein typischer Tag bei Ihnen aus?'],
    closingVariants: [
      'Gibt es etwas, das Ihnen wichtig ist und worüber wir noch nicht gesprochen haben?',
      'Wonach hätte ich Sie noch fragen sollen?',
    ],
    info: {
      lead: 'Bevor wir weitermachen, eine kurze Frage zu Ihnen.',
      why: 'Das hilft uns, Ihre Antworten besser einzuordnen.',
      age: 'Darf ich fragen, wie alt Sie ungefähr sind?',
      occupation: 'Was machen Sie beruflich?',
      place: 'In welcher Stadt wohnen Sie?',
      name: 'Wie darf ich Sie nennen?',
      frequency: 'Wie oft haben Sie im Alltag mit diesem Thema zu tun?',
      family: 'Mit wem leben Sie zusammen?',
      lastTimeOf: null,
      lastTime: 'Wann war das bei Ihnen zuletzt?',
      other: (item) => {
        const asked = indirectQuestion(item, GERMAN_ASKS, germanToRespondent);
        return asked ? `Darf ich noch fragen, ${asked}?` : `Darf ich noch etwas fragen: „${item}“?`;
      },
    },
    toldEarlier: 'Das haben Sie vorhin schon angesprochen.',
    farewell: 'Vielen Dank für Ihre Zeit und Ihre Antworten. Auf Wiedersehen!',
    farewellShort: 'Danke fürs Mitmachen. Alles Gute und auf Wiedersehen!',
    stayOnTopic: 'Ich möchte mehr über Ihre Erfahrungen erfahren, also bleiben wir beim Interview.',
    stayOnTopicAlt: 'Ich kann nur die Fragen dieses Interviews stellen, und Ihre Sicht interessiert mich.',
    backTo: (topic) => `Kommen wir zurück zum Thema „${topic}“.`,
  },
  Uzbek: {
    transitions: ['Rahmat.', 'Bo‘lishganingiz uchun rahmat.', 'Bu juda foydali, rahmat.'],
    begin: 'Boshlaymiz.',
    acknowledge: {
      introduction: 'O‘zingizni tanishtirganingiz uchun rahmat.',
      refusal: 'Mayli, bu savolni o‘tkazib yuborishimiz mumkin.',
      thanks: 'Arzimaydi.',
      'no-more': 'Yaxshi.',
    },
    clearer: 'Kechirasiz, savolni aniq bermadim.',
    saidBefore: [
      'Kechirasiz, buni avvalroq aytgan edingiz.',
      'To‘g‘ri, buni aytib o‘tgan edingiz. Kechirasiz.',
      'Uzr, bu haqda allaqachon gapirgan edingiz.',
    ],
    tellMeAbout: (topic) => `${topic} haqida gapirib bera olasizmi?`,
    request:
      /(?:gapirib|aytib|tasvirlab|tushuntirib|so[‘'ʻ’]zlab|ta[’'ʼ]riflab|sanab) bering|(?:^|\s)(?:eslang|o[‘'ʻ’]ylab ko[‘'ʻ’]ring|tasavvur qiling)(?!\p{L})/iu,
    turnTo: (topic) => `Endi “${topic}” mavzusiga o‘tamiz.`,
    lastQuestion: 'Yakunlashdan oldin, oxirgi savol.',
    examplesWelcome: 'O‘z tajribangizdan misollar keltirsangiz juda yaxshi bo‘ladi.',
    youMentioned: (quote) => `“${quote}” deb aytdingiz.`,
    probe: {
      example: (topic) => `“${topic}” mavzusi haqida batafsilroq, masalan, bir misol bilan aytib bera olasizmi?`,
    },
    plainProbe: {
      example: 'Bu haqda batafsilroq, masalan, bir misol bilan aytib bera olasizmi?',
      reason: 'Nega shunday deb o‘ylaysiz?',
      consequence: 'Bu sizga qanday ta’sir qiladi?',
    },
    variants: {
      firstThoughts: (topic) => `“${topic}” mavzusi haqida o‘ylaganingizda, xayolingizga birinchi bo‘lib nima keladi?`,
      concrete: (topic) => `“${topic}” mavzusi bo‘yicha aniq bir misol keltira olasizmi?`,
      experience: (topic) => `“${topic}” mavzusi bo‘yicha tajribangiz qanday bo‘lgan?`,
    },
    warmUpVariants: ['O‘zingiz haqingizda biroz gapirib bera olasizmi?', 'Odatdagi kuningiz qanday o‘tadi?'],
    closingVariants: ['Siz uchun muhim bo‘lgan, lekin biz hali gaplashmagan biror narsa bormi?', 'Yana nima haqida so‘rashim kerak edi?'],
    info: {
      lead: 'Davom etishdan oldin, siz haqingizda qisqa savol.',
      why: 'Bu javoblaringizni yaxshiroq tushunishimizga yordam beradi.',
      age: 'Taxminan necha yoshda ekaningizni so‘rasam maylimi?',
      occupation: 'Qanday kasb bilan shug‘ullanasiz?',
      place: 'Qaysi shaharda yashaysiz?',
      name: 'Sizga qanday murojaat qilsam bo‘ladi?',
      frequency: 'Bu mavzu kundalik hayotingizda qanchalik tez-tez uchraydi?',
      family: 'Kim bilan yashaysiz?',
      lastTimeOf: null,
      lastTime: 'Bu oxirgi marta qachon bo‘lgan?',
      other: (item) => `Yana bir narsani aniqlashtirsam: “${item}”?`,
    },
    toldEarlier: 'Bu haqda avvalroq biroz aytib o‘tdingiz.',
    farewell: 'Vaqtingiz va javoblaringiz uchun rahmat. Xayr!',
    farewellShort: 'Ishtirokingiz uchun rahmat. Sog‘ bo‘ling, xayr!',
    stayOnTopic: 'Men sizning tajribangiz haqida bilish uchun shu yerdaman, keling, suhbatni davom ettiramiz.',
    stayOnTopicAlt: 'Men faqat ushbu suhbat savollarini bera olaman va sizning fikringiz men uchun muhim.',
    backTo: (topic) => `Keling, “${topic}” mavzusiga qaytamiz.`,
  },
  Chinese: {
    transitions: ['谢谢。', '感谢您的分享。', '这很有帮助，谢谢。'],
    begin: '我们开始吧。',
    acknowledge: {
      introduction: '谢谢您的自我介绍。',
      refusal: '没关系，这个问题可以跳过。',
      thanks: '不客气。',
      'no-more': '好的。',
    },
    clearer: '抱歉，我没有问清楚。',
    saidBefore: ['抱歉，您之前已经说过了。', '没错，您刚才提到过。抱歉。', '不好意思，您已经讲过这一点了。'],
    tellMeAbout: (topic) => `能谈谈${topic}吗？`,
    request: /^(?:\p{Script=Han}{1,4}[，,]\s*)?(?:请|谈谈|说说|讲讲|介绍一下|描述一下|回想一下|想一想)/u,
    turnTo: (topic) => `接下来我们谈谈“${topic}”。`,
    lastQuestion: '结束之前，最后一个问题。',
    examplesWelcome: '非常欢迎您举出自己亲身经历的例子。',
    youMentioned: (quote) => `您提到了“${quote}”。`,
    probe: {
      example: (topic) => `关于“${topic}”，能再多讲一些吗？比如举个例子。`,
    },
    plainProbe: {
      example: '能再多讲一些吗？比如举个例子。',
      reason: '您为什么这么说呢？',
      consequence: '这对您有什么影响？',
    },
    variants: {
      firstThoughts: (topic) => `说到“${topic}”，您首先想到的是什么？`,
      concrete: (topic) => `关于“${topic}”，能举一个具体的例子吗？`,
      experience: (topic) => `在“${topic}”方面，您的经历是怎样的？`,
    },
    warmUpVariants: ['能简单介绍一下您自己吗？', '您平常的一天是怎样度过的？'],
    closingVariants: ['还有什么对您来说重要、但我们还没谈到的吗？', '您觉得我还应该问您些什么？'],
    info: {
      lead: '在继续之前，想简单问一下您的情况。',
      why: '这有助于我们更好地理解您的回答。',
      age: '方便问一下您大概多大年纪吗？',
      occupation: '您是做什么工作的？',
      place: '您住在哪个城市？',
      name: '我该怎么称呼您？',
      frequency: '这个话题在您的日常生活中多久出现一次？',
      family: '您和谁住在一起？',
      lastTimeOf: null,
      lastTime: '这件事最近一次是什么时候？',
      other: (item) => `能否再请教一点：“${item}”？`,
    },
    toldEarlier: '您刚才已经提到过这一点。',
    farewell: '感谢您的时间和回答。再见！',
    farewellShort: '感谢您的参与，祝您一切顺利，再见！',
    stayOnTopic: '我在这里是为了了解您的经历，我们继续访谈吧。',
    stayOnTopicAlt: '我只能提出本次访谈的问题，我很想听听您的看法。',
    backTo: (topic) => `我们回到“${topic}”这个话题。`,
  },
  Japanese: {
    transitions: ['ありがとうございます。', '共有していただきありがとうございます。', 'とても参考になります。ありがとうございます。'],
    begin: 'では始めましょう。',
    acknowledge: {
      introduction: '自己紹介をありがとうございます。',
      refusal: '大丈夫です。この質問は飛ばしましょう。',
      thanks: 'どういたしまして。',
      'no-more': '承知しました。',
    },
    clearer: '失礼しました、分かりにくい質問でした。',
    saidBefore: [
      '失礼しました、先ほどお話しいただいていましたね。',
      'そうでした、すでに伺っていました。失礼しました。',
      '申し訳ありません、先ほどおっしゃっていましたね。',
    ],
    tellMeAbout: (topic) => `${topic}について教えていただけますか？`,
    request: /(?:ください|下さい)[。.]?$/u,
    turnTo: (topic) => `次に「${topic}」についてお聞きします。`,
    lastQuestion: '終わる前に、最後の質問です。',
    examplesWelcome: 'ご自身の例があれば、ぜひお聞かせください。',
    youMentioned: (quote) => `「${quote}」とおっしゃいましたね。`,
    probe: {
      example: (topic) => `「${topic}」について、例を挙げてもう少し詳しく教えていただけますか？`,
    },
    plainProbe: {
      example: '例を挙げて、もう少し詳しく教えていただけますか？',
      reason: 'そう思われるのはなぜですか？',
      consequence: 'それはあなたにどのような影響がありますか？',
    },
    variants: {
      firstThoughts: (topic) => `「${topic}」について考えるとき、まず何が思い浮かびますか？`,
      concrete: (topic) => `「${topic}」について、具体的な例を一つ挙げていただけますか？`,
      experience: (topic) => `「${topic}」について、これまでどのようなご経験がありますか？`,
    },
    warmUpVariants: ['ご自身について少し教えていただけますか？', '普段の一日はどのように過ごされていますか？'],
    closingVariants: ['まだお話ししていないことで、大切だと思うことはありますか？', '他にどんなことを質問すべきだったと思いますか？'],
    info: {
      lead: '先に進む前に、あなたご自身について一つだけお伺いします。',
      why: '回答をより良く理解するためにお伺いしています。',
      age: '差し支えなければ、おおよそのご年齢を教えていただけますか？',
      occupation: '普段はどのようなお仕事をされていますか？',
      place: 'どちらにお住まいですか？',
      name: 'どのようにお呼びすればよいですか？',
      frequency: 'このテーマは普段の生活でどのくらいの頻度で関わりますか？',
      family: 'どなたと一緒にお住まいですか？',
      lastTimeOf: null,
      lastTime: '最後にそうされたのはいつですか？',
      other: (item) => `もう一点お伺いしてもよろしいですか：「${item}」？`,
    },
    toldEarlier: '先ほど少し触れていただきましたね。',
    farewell: 'お時間とご回答をありがとうございました。さようなら！',
    farewellShort: 'ご参加いただきありがとうございました。お元気で、さようなら！',
    stayOnTopic: '私はあなたのご経験についてお聞きするためにここにいますので、インタビューを続けましょう。',
    stayOnTopicAlt: '私はこのインタビューの質問しかできませんが、あなたのお考えをぜひお聞きしたいです。',
    backTo: (topic) => `「${topic}」の話に戻りましょう。`,
  },
};

export function phrasesFor(language: string): InterviewerPhrases {
  return INTERVIEWER_PHRASES[language as InterviewLanguage] ?? INTERVIEWER_PHRASES.English;
}
