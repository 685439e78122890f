import type { InterviewLanguage } from '~/lib/languages';

/**
 * How a built-in AI respondent answers, in every interview language. Each answer is made for the kind of question
 * asked (a reason, what happened, how often, when, an example, a consequence, what they meant, yes or no, a view) from
 * the persona's stance and its facts. Sentences refer to the question's subject as "it" or "this", so that no
 * grammatical case of a word from the question has to be guessed; the first person never needs a gender (no
 * gendered past forms or adjectives in Russian, Spanish or French).
 */
export type Stance = 'positive' | 'mixed' | 'negative';

export type Voice = {
  /** Replies to "Shall we begin?". */
  ready: string[];
  /** Nothing more to add, to the closing question. */
  nothingMore: string[];
  /** One more point before the end: a sentence of theirs. */
  oneMore: (point: string) => string;
  /** Declining to answer a question about themselves. */
  decline: string[];
  /** Short sentences a respondent starts with now and then. */
  hedges: string[];
  /**
   * Introducing themselves from their facts: `age` is a number, `role` an occupation as the description words it, `place`
   * where they live with the description's own preposition in languages that have one ("из Казани", "en Sevilla").
   */
  intro: {
    nameAge: (name: string, age: number) => string;
    name: (name: string) => string;
    age: (age: number) => string;
    role: (role: string) => string;
    place: (place: string) => string;
    plain: string[];
  };
  /** Answers to the interviewer's questions about them (required info). */
  info: {
    age: (age: number) => string;
    occupation: (role: string) => string;
    place: (place: string) => string;
    name: (name: string) => string;
  };
  /** A view of the subject, by stance. */
  about: Record<Stance, string[]>;
  /** A reason they gave in their description, as the answer to a why-question: "Mostly because of the flat tyres." */
  reasonFrom: (reason: string) => string;
  reasons: Record<Stance, string[]>;
  /** What usually happens, by stance. */
  process: Record<Stance, string[]>;
  /** What happened the one time asked about ("the last time"), by stance; the first person needs no gender. */
  story: Record<Stance, string[]>;
  frequency: string[];
  time: string[];
  examples: Record<Stance, string[]>;
  consequences: Record<Stance, string[]>;
  meaning: Record<Stance, string[]>;
  /** To a yes/no question, by how the respondent sees it: generic enough for "Do you…?", "Would you…?" and "Have you…?". */
  yes: string[];
  no: string[];
  partly: string[];
  /** What they meant by a figure they gave ("twice a month"): a rough one. */
  roughly: string[];
  /** What they meant by a plain fact about themselves: nothing more than that. */
  justThat: string[];
  /** Their occupation as the reason they see it as they do. */
  asRole: (role: string) => string;
  /** How they went about it, to "How did you search?": the means and steps (past forms with no gender). */
  means: string[];
  /** Lead-ins for saying again what they already said, when asked again ("As I said, I’m 29."). */
  again: string[];
  /** When everything they would say here has been said already. */
  nothingNew: string[];
};

/** "год", "года" or "лет" for a number of years. */
export function russianYears(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return 'лет';
  if (ones === 1) return 'год';
  return ones >= 2 && ones <= 4 ? 'года' : 'лет';
}

export const VOICES: Record<InterviewLanguage, Voice> = {
  English: {
    ready: ['Sure, let’s start.', 'Yes, happy to.', 'Okay, I’m ready.', 'Sure, go ahead.'],
    nothingMore: [
      'No, I think that covers it.',
      'Not really, I think I’ve said everything.',
      'Nothing more from me, thanks.',
      'I think that’s everything, thank you.',
    ],
    oneMore: (point) => `Just one more thing. ${point} Otherwise, no.`,
    decline: ['I’d rather not say, if that’s okay.', 'I’d prefer to keep that to myself.'],
    hedges: ['', '', 'Hmm.', 'Good question.', 'Let me think.', 'Honestly?'],
    intro: {
      nameAge: (n, a) => `I’m ${n}, I’m ${a}.`,
      name: (n) => `I’m ${n}.`,
      age: (a) => `I’m ${a}.`,
      role: (r) => `I’m ${r}.`,
      place: (p) => `I live in ${p}.`,
      plain: ['Not much to tell, really.', 'I’m fairly ordinary, I suppose.'],
    },
    info: {
      age: (a) => `I’m ${a}.`,
      occupation: (r) => `I’m ${r}.`,
      place: (p) => `I live in ${p}.`,
      name: (n) => `You can call me ${n}.`,
    },
    about: {
      positive: [
        'On the whole it works well for me.',
        'I’m fairly happy with it, to be honest.',
        'I don’t have many complaints there.',
        'It’s been pretty good so far.',
      ],
      mixed: [
        'I have mixed feelings about it.',
        'Some of it works and some of it doesn’t.',
        'It’s fine most of the time, but not always.',
        'It depends a lot on the week.',
      ],
      negative: [
        'It’s a bit of a headache, honestly.',
        'That’s where things tend to go wrong for me.',
        'It takes more effort than it should.',
        'I’m not very happy with how it goes.',
      ],
    },
    reasonFrom: (reason) => `Mostly ${reason}.`,
    reasons: {
      positive: ['It was mostly a practical decision.', 'It just made sense at the time.'],
      mixed: ['A few things came together, really.', 'Hard to pin down, honestly. It was a bit of everything.'],
      negative: ['It built up over time, one small problem after another.', 'In the end it just wasn’t worth the trouble any more.'],
    },
    process: {
      positive: [
        'It’s pretty simple, really. I sort it out in one go and then I don’t think about it.',
        'Usually it goes smoothly: I plan it a little, and that’s it.',
      ],
      mixed: [
        'It starts off fine, but there’s usually one step that takes longer than it should.',
        'It depends. Some weeks it’s quick, other weeks I have to chase things up.',
      ],
      negative: [
        'The last time it dragged on for weeks, and I had to keep chasing it.',
        'It’s never straightforward. Something always needs sorting out along the way.',
      ],
    },
    story: {
      positive: [
        'I got in touch, they replied the same day, and it was all sorted within a day or two.',
        'It was quick: one message, a short wait, and it was done.',
      ],
      mixed: [
        'I got in touch, and then nothing happened for a few days. Once someone picked it up, it was sorted quickly.',
        'The first part went fine, but then I had to wait almost a week for the rest.',
      ],
      negative: [
        'I got in touch, waited a week, had to chase it twice, and in the end it took almost a month.',
        'First nobody answered, then they got it wrong, and I had to start all over again.',
      ],
    },
    frequency: ['About once a week, I’d say.', 'Most days, actually.', 'Maybe twice a month.', 'Not that often, a few times a year.'],
    time: [
      'The last time was a couple of weeks ago.',
      'Last month, I think.',
      'Quite recently, actually, just before the weekend.',
      'It must be two or three months ago now.',
    ],
    examples: {
      positive: ['For example, last week it all went exactly as planned.', 'Take last Monday: it took me five minutes and that was it.'],
      mixed: [
        'For example, last week it was fine, but the week before it wasn’t.',
        'Take last month: half of it went well, the other half didn’t.',
      ],
      negative: ['For example, last week I had to sort the same thing out twice.', 'Take last month: I lost most of an afternoon over it.'],
    },
    consequences: {
      positive: ['It makes my week a bit easier.', 'It means one thing less to worry about.'],
      mixed: ['Sometimes it costs me time, sometimes it doesn’t matter at all.', 'It’s annoying when it happens, but I cope.'],
      negative: ['It costs me time I don’t really have.', 'It puts me in a bad mood, honestly, and I start looking for alternatives.'],
    },
    roughly: ['Roughly, I mean. I don’t keep count.', 'Nothing exact, it’s just a rough guess.'],
    justThat: ['Just that, really. Nothing more to it.', 'Nothing special, that’s simply how it is.'],
    meaning: {
      positive: ['I mean that it mostly just works for me.', 'Just that I don’t have to think about it much.'],
      mixed: ['I mean it’s not bad, but it’s not great either.', 'Just that it depends on the day.'],
      negative: ['I mean that it’s more hassle than it should be.', 'Just that it keeps causing me problems.'],
    },
    yes: ['Yes, I think so.', 'Probably, yes.', 'Yes, I’d say so.'],
    no: ['No, I don’t think so.', 'Probably not, no.', 'Not really, no.'],
    partly: ['Yes and no.', 'Partly, I suppose.', 'It depends, honestly.'],
    asRole: (role) => `As ${role}, I probably notice it more than most.`,
    means: [
      'I asked people I know first, then looked things up online and compared a few options.',
      'Mostly online: I searched, read some reviews and went with the one nearest to me.',
      'Someone I know recommended one, so I checked it out and went with that.',
    ],
    again: ['As I said,', 'Like I mentioned,'],
    nothingNew: ['I don’t have much to add there.', 'Nothing new on that, really.', 'That’s about all I can say on it.'],
  },
  Russian: {
    ready: ['Да, давайте начнём.', 'Конечно, давайте.', 'Хорошо, начинайте.', 'Да, можно.'],
    nothingMore: ['Нет, думаю, это всё.', 'Пожалуй, больше нечего добавить.', 'Нет, спасибо, всё сказано.', 'Вроде бы всё.'],
    oneMore: (point) => `Добавлю только одно. ${point} В остальном — нет.`,
    decline: ['Лучше я не буду на это отвечать.', 'Давайте это пропустим, если можно.'],
    hedges: ['', '', 'Хм.', 'Хороший вопрос.', 'Дайте подумать.', 'Если честно,'],
    intro: {
      nameAge: (n, a) => `Меня зовут ${n}, мне ${a} ${russianYears(a)}.`,
      name: (n) => `Меня зовут ${n}.`,
      age: (a) => `Мне ${a} ${russianYears(a)}.`,
      role: (r) => `Я ${r}.`,
      place: (p) => (/^из /u.test(p) ? `Я ${p}.` : `Живу ${p}.`),
      plain: ['Да особо нечего рассказывать.', 'Обычный человек, в общем-то.'],
    },
    info: {
      age: (a) => `Мне ${a} ${russianYears(a)}.`,
      occupation: (r) => `Я ${r}.`,
      place: (p) => (/^из /u.test(p) ? `Я ${p}.` : `Живу ${p}.`),
      name: (n) => `Можно просто ${n}.`,
    },
    about: {
      positive: ['В целом меня всё устраивает.', 'Тут у меня всё неплохо, жаловаться особо не на что.', 'Пока всё работает нормально.'],
      mixed: ['Тут всё неоднозначно.', 'Что-то работает, а что-то нет.', 'Чаще нормально, но не всегда.'],
      negative: ['С этим у меня постоянно проблемы.', 'Именно здесь всё обычно и идёт не так.', 'Это отнимает больше сил, чем должно.'],
    },
    reasonFrom: (reason) => `В основном ${reason.replace(/^(?:потому что|так как) /u, 'потому, что ')}.`,
    reasons: {
      positive: ['В основном из практических соображений.', 'Просто на тот момент это казалось разумным.'],
      mixed: ['Сложилось несколько причин сразу.', 'Трудно сказать, тут всё понемногу.'],
      negative: ['Накапливалось постепенно, одна мелочь за другой.', 'В какой-то момент это просто перестало стоить таких хлопот.'],
    },
    process: {
      positive: ['Всё довольно просто: решаю всё за один раз и больше об этом не думаю.', 'Обычно всё идёт гладко, без сюрпризов.'],
      mixed: [
        'Начинается нормально, но какой-то шаг обычно занимает больше времени, чем хотелось бы.',
        'По-разному: иногда быстро, а иногда приходится всё выяснять.',
      ],
      negative: [
        'В последний раз всё растянулось на несколько недель, и приходилось постоянно напоминать.',
        'Это никогда не бывает просто: по ходу всегда что-то приходится улаживать.',
      ],
    },
    story: {
      positive: [
        'Написать пришлось всего раз: ответили в тот же день, и через день-два всё было решено.',
        'Всё прошло быстро: одно сообщение, немного подождать — и готово.',
      ],
      mixed: [
        'Сначала несколько дней ничего не происходило. Когда наконец взялись, всё решили быстро.',
        'Начало было нормальным, но остального пришлось ждать почти неделю.',
      ],
      negative: [
        'Сначала неделю была тишина, потом пришлось дважды напоминать, и в итоге всё растянулось почти на месяц.',
        'Сначала никто не отвечал, потом всё сделали не так, и пришлось начинать заново.',
      ],
    },
    frequency: ['Примерно раз в неделю.', 'Почти каждый день.', 'Раза два в месяц.', 'Не так часто, несколько раз в год.'],
    time: [
      'В последний раз — пару недель назад.',
      'Кажется, в прошлом месяце.',
      'Совсем недавно, перед выходными.',
      'Уже месяца два-три назад.',
    ],
    examples: {
      positive: [
        'Например, на прошлой неделе всё прошло ровно так, как планировалось.',
        'Вот в прошлый понедельник: пять минут — и готово.',
      ],
      mixed: [
        'Например, на прошлой неделе всё было нормально, а неделей раньше — нет.',
        'Вот в прошлом месяце: половина прошла хорошо, половина — не очень.',
      ],
      negative: [
        'Например, на прошлой неделе одно и то же пришлось решать дважды.',
        'Вот в прошлом месяце на это ушла почти половина дня.',
      ],
    },
    consequences: {
      positive: ['Неделя от этого становится чуть проще.', 'Одной заботой меньше.'],
      mixed: ['Иногда это отнимает время, а иногда вообще не важно.', 'Неприятно, когда случается, но жить можно.'],
      negative: [
        'На это уходит время, которого у меня и так мало.',
        'Честно говоря, это портит настроение, и я начинаю искать альтернативы.',
      ],
    },
    roughly: ['Примерно, я точно не считаю.', 'Ничего точного, это навскидку.'],
    justThat: ['Только это, ничего особенного.', 'Ничего особенного, просто так и есть.'],
    meaning: {
      positive: ['Я имею в виду, что в основном всё просто работает.', 'Просто мне не приходится об этом много думать.'],
      mixed: ['Я имею в виду, что это неплохо, но и не отлично.', 'Просто всё зависит от дня.'],
      negative: ['Я имею в виду, что хлопот больше, чем должно быть.', 'Просто с этим постоянно возникают проблемы.'],
    },
    yes: ['Да, думаю, да.', 'Скорее да.', 'Пожалуй, да.'],
    no: ['Нет, думаю, нет.', 'Скорее нет.', 'Вряд ли.'],
    partly: ['И да, и нет.', 'Отчасти да.', 'Трудно сказать, по-разному.'],
    asRole: (role) => `Как ${role}, я, наверное, замечаю это чаще других.`,
    means: [
      'Сначала спрашиваю знакомых, потом смотрю отзывы в интернете и сравниваю пару вариантов.',
      'В основном через интернет: поиск, несколько отзывов, и в итоге — то, что ближе всего.',
      'Мне посоветовали знакомые, и этого оказалось достаточно.',
    ],
    again: ['Повторю:', 'Как уже было сказано,'],
    nothingNew: ['Тут мне особо нечего добавить.', 'Ничего нового тут не скажу.', 'Пожалуй, это всё, что я могу сказать.'],
  },
  Spanish: {
    ready: ['Claro, empecemos.', 'Sí, con gusto.', 'Vale, adelante.', 'Sí, cuando quieras.'],
    nothingMore: [
      'No, creo que eso es todo.',
      'La verdad es que no, ya lo he dicho todo.',
      'Nada más por mi parte, gracias.',
      'Creo que eso es todo, gracias.',
    ],
    oneMore: (point) => `Solo una cosa más. ${point} Por lo demás, no.`,
    decline: ['Prefiero no decirlo, si no te importa.', 'Eso prefiero guardármelo.'],
    hedges: ['', '', 'Mmm.', 'Buena pregunta.', 'Déjame pensar.', 'Sinceramente,'],
    intro: {
      nameAge: (n, a) => `Me llamo ${n} y tengo ${a} años.`,
      name: (n) => `Me llamo ${n}.`,
      age: (a) => `Tengo ${a} años.`,
      role: (r) => `Soy ${r}.`,
      place: (p) => (/^de /u.test(p) ? `Soy ${p}.` : `Vivo ${p}.`),
      plain: ['No hay mucho que contar, la verdad.', 'Una persona normal, supongo.'],
    },
    info: {
      age: (a) => `Tengo ${a} años.`,
      occupation: (r) => `Soy ${r}.`,
      place: (p) => (/^de /u.test(p) ? `Soy ${p}.` : `Vivo ${p}.`),
      name: (n) => `Puedes llamarme ${n}.`,
    },
    about: {
      positive: ['En general me funciona bien.', 'La verdad es que no tengo muchas quejas.', 'Hasta ahora ha ido bastante bien.'],
      mixed: ['Tengo sentimientos encontrados.', 'Algunas cosas funcionan y otras no.', 'Casi siempre va bien, pero no siempre.'],
      negative: ['Es un dolor de cabeza, la verdad.', 'Ahí es donde suelen torcerse las cosas.', 'Me cuesta más esfuerzo del que debería.'],
    },
    reasonFrom: (reason) => `Sobre todo ${reason}.`,
    reasons: {
      positive: ['Sobre todo por motivos prácticos.', 'En ese momento simplemente tenía sentido.'],
      mixed: ['Se juntaron varias cosas.', 'Es difícil de decir, fue un poco de todo.'],
      negative: ['Se fue acumulando, un pequeño problema tras otro.', 'Al final ya no merecía la pena tanta molestia.'],
    },
    process: {
      positive: ['Es bastante sencillo: lo resuelvo de una vez y me olvido.', 'Normalmente va bien, sin sorpresas.'],
      mixed: [
        'Empieza bien, pero siempre hay un paso que tarda más de la cuenta.',
        'Depende: unas semanas es rápido y otras tengo que estar encima.',
      ],
      negative: [
        'La última vez se alargó varias semanas y tuve que insistir una y otra vez.',
        'Nunca es sencillo: siempre hay algo que arreglar por el camino.',
      ],
    },
    story: {
      positive: [
        'Escribí, me respondieron el mismo día y en uno o dos días estaba todo resuelto.',
        'Fue rápido: un mensaje, una espera corta y listo.',
      ],
      mixed: [
        'Escribí y durante unos días no pasó nada. Cuando por fin alguien se encargó, se resolvió rápido.',
        'La primera parte fue bien, pero luego tuve que esperar casi una semana para el resto.',
      ],
      negative: [
        'Escribí, esperé una semana, tuve que insistir dos veces y al final tardaron casi un mes.',
        'Primero nadie contestaba, luego lo hicieron mal y hubo que empezar de nuevo.',
      ],
    },
    frequency: [
      'Más o menos una vez por semana.',
      'Casi todos los días.',
      'Unas dos veces al mes.',
      'No muy a menudo, unas pocas veces al año.',
    ],
    time: [
      'La última vez fue hace un par de semanas.',
      'El mes pasado, creo.',
      'Hace muy poco, justo antes del fin de semana.',
      'Debe de hacer dos o tres meses.',
    ],
    examples: {
      positive: [
        'Por ejemplo, la semana pasada todo salió tal como lo había planeado.',
        'El lunes pasado, sin ir más lejos: cinco minutos y listo.',
      ],
      mixed: [
        'Por ejemplo, la semana pasada fue bien, pero la anterior no.',
        'El mes pasado, sin ir más lejos: la mitad bien y la otra mitad no.',
      ],
      negative: [
        'Por ejemplo, la semana pasada tuve que resolver lo mismo dos veces.',
        'El mes pasado perdí casi una tarde entera con eso.',
      ],
    },
    consequences: {
      positive: ['Me hace la semana un poco más fácil.', 'Es una preocupación menos.'],
      mixed: ['A veces me quita tiempo y a veces da igual.', 'Molesta cuando pasa, pero me las arreglo.'],
      negative: ['Me quita un tiempo que no tengo.', 'Me pone de mal humor y empiezo a buscar alternativas.'],
    },
    roughly: ['Más o menos, no lo cuento con exactitud.', 'Nada exacto, es un cálculo aproximado.'],
    justThat: ['Solo eso, nada especial.', 'Nada especial, simplemente es así.'],
    meaning: {
      positive: ['Quiero decir que casi siempre funciona sin más.', 'Solo que no tengo que pensar mucho en ello.'],
      mixed: ['Quiero decir que no está mal, pero tampoco es genial.', 'Solo que depende del día.'],
      negative: ['Quiero decir que da más trabajo del que debería.', 'Solo que no para de dar problemas.'],
    },
    yes: ['Sí, creo que sí.', 'Probablemente sí.', 'Sí, diría que sí.'],
    no: ['No, creo que no.', 'Probablemente no.', 'La verdad es que no.'],
    partly: ['Sí y no.', 'En parte sí.', 'Depende, la verdad.'],
    asRole: (role) => `Como ${role}, supongo que lo noto más que la mayoría.`,
    means: [
      'Primero pregunté a gente conocida, luego busqué opiniones en internet y comparé algunas opciones.',
      'Sobre todo por internet: busqué, leí algunas reseñas y me quedé con la opción más cercana.',
      'Alguien de confianza me recomendó una opción, así que la miré y me quedé con esa.',
    ],
    again: ['Como te dije,', 'Como ya comenté,'],
    nothingNew: ['No tengo mucho más que añadir.', 'Nada nuevo sobre eso, la verdad.', 'Es todo lo que puedo decir sobre eso.'],
  },
  French: {
    ready: ['Oui, allons-y.', 'Avec plaisir.', 'D’accord, je vous écoute.', 'Oui, quand vous voulez.'],
    nothingMore: [
      'Non, je crois que c’est tout.',
      'Pas vraiment, je pense avoir tout dit.',
      'Rien de plus de mon côté, merci.',
      'Je crois que c’est tout, merci.',
    ],
    oneMore: (point) => `Juste une dernière chose. ${point} Sinon, non.`,
    decline: ['Je préfère ne pas le dire, si ça ne vous dérange pas.', 'Je préfère garder ça pour moi.'],
    hedges: ['', '', 'Hmm.', 'Bonne question.', 'Laissez-moi réfléchir.', 'Honnêtement,'],
    intro: {
      nameAge: (n, a) => `Je m’appelle ${n}, j’ai ${a} ans.`,
      name: (n) => `Je m’appelle ${n}.`,
      age: (a) => `J’ai ${a} ans.`,
      role: (r) => `Je suis ${r}.`,
      place: (p) => (/^d[e’']/u.test(p) ? `Je viens ${p}.` : `J’habite ${p}.`),
      plain: ['Pas grand-chose à raconter, en fait.', 'Quelqu’un de plutôt ordinaire, je suppose.'],
    },
    info: {
      age: (a) => `J’ai ${a} ans.`,
      occupation: (r) => `Je suis ${r}.`,
      place: (p) => (/^d[e’']/u.test(p) ? `Je viens ${p}.` : `J’habite ${p}.`),
      name: (n) => `Vous pouvez m’appeler ${n}.`,
    },
    about: {
      positive: ['Dans l’ensemble, ça me convient bien.', 'Je n’ai pas vraiment à me plaindre.', 'Jusqu’ici, ça se passe plutôt bien.'],
      mixed: ['C’est mitigé.', 'Certaines choses marchent, d’autres non.', 'Ça va la plupart du temps, mais pas toujours.'],
      negative: [
        'C’est un vrai casse-tête, honnêtement.',
        'C’est là que ça coince le plus souvent.',
        'Ça demande plus d’efforts que ça ne devrait.',
      ],
    },
    reasonFrom: (reason) => `Surtout ${reason}.`,
    reasons: {
      positive: ['Surtout pour des raisons pratiques.', 'Sur le moment, ça paraissait logique.'],
      mixed: ['Plusieurs choses se sont ajoutées.', 'Difficile à dire, un peu de tout.'],
      negative: ['Ça s’est accumulé, un petit problème après l’autre.', 'À la fin, ça ne valait plus la peine.'],
    },
    process: {
      positive: ['C’est assez simple : je règle tout d’un coup et je n’y pense plus.', 'En général, ça se passe sans surprise.'],
      mixed: [
        'Ça commence bien, mais il y a toujours une étape qui traîne.',
        'Ça dépend : parfois c’est rapide, parfois il faut relancer.',
      ],
      negative: [
        'La dernière fois, ça a traîné pendant des semaines et il a fallu relancer sans arrêt.',
        'Ce n’est jamais simple : il y a toujours quelque chose à régler en chemin.',
      ],
    },
    story: {
      positive: [
        'J’ai écrit, on m’a répondu le jour même, et en un ou deux jours tout était réglé.',
        'C’était rapide : un message, une courte attente, et c’était fait.',
      ],
      mixed: [
        'J’ai écrit, puis rien pendant quelques jours. Une fois que quelqu’un s’en est occupé, ça s’est réglé vite.',
        'Le début s’est bien passé, mais ensuite il a fallu attendre presque une semaine pour le reste.',
      ],
      negative: [
        'J’ai écrit, j’ai attendu une semaine, j’ai dû relancer deux fois, et au final ça a pris presque un mois.',
        'D’abord personne ne répondait, puis ça a été mal fait, et il a fallu tout recommencer.',
      ],
    },
    frequency: [
      'À peu près une fois par semaine.',
      'Presque tous les jours.',
      'Deux fois par mois, peut-être.',
      'Pas très souvent, quelques fois par an.',
    ],
    time: [
      'La dernière fois, c’était il y a deux semaines.',
      'Le mois dernier, je crois.',
      'Tout récemment, juste avant le week-end.',
      'Ça doit faire deux ou trois mois.',
    ],
    examples: {
      positive: [
        'Par exemple, la semaine dernière, tout s’est passé comme prévu.',
        'Lundi dernier, par exemple : cinq minutes et c’était réglé.',
      ],
      mixed: [
        'Par exemple, la semaine dernière ça allait, mais pas la semaine d’avant.',
        'Le mois dernier, par exemple : une moitié bien, l’autre non.',
      ],
      negative: [
        'Par exemple, la semaine dernière, j’ai dû régler la même chose deux fois.',
        'Le mois dernier, j’y ai perdu presque un après-midi.',
      ],
    },
    consequences: {
      positive: ['Ça me simplifie un peu la semaine.', 'C’est un souci de moins.'],
      mixed: ['Parfois ça me fait perdre du temps, parfois ça ne change rien.', 'C’est agaçant quand ça arrive, mais je fais avec.'],
      negative: ['Ça me prend du temps que je n’ai pas.', 'Ça me met de mauvaise humeur et je commence à chercher autre chose.'],
    },
    roughly: ['À peu près, je ne compte pas exactement.', 'Rien de précis, c’est une estimation.'],
    justThat: ['Juste ça, rien de spécial.', 'Rien de particulier, c’est tout simplement comme ça.'],
    meaning: {
      positive: ['Je veux dire que, la plupart du temps, ça marche tout simplement.', 'Juste que je n’ai pas besoin d’y penser.'],
      mixed: ['Je veux dire que ce n’est pas mal, mais pas génial non plus.', 'Juste que ça dépend des jours.'],
      negative: ['Je veux dire que c’est plus compliqué que ça ne devrait.', 'Juste que ça pose sans cesse des problèmes.'],
    },
    yes: ['Oui, je pense.', 'Oui, sans doute.', 'Oui, je dirais.'],
    no: ['Non, je ne pense pas.', 'Probablement pas.', 'Non, pas vraiment.'],
    partly: ['Oui et non.', 'En partie.', 'Ça dépend, honnêtement.'],
    asRole: (role) => `En tant ${/^[aeiouyhâéèêîôû]/iu.test(role) ? 'qu’' : 'que '}${role}, je le remarque sans doute plus que d’autres.`,
    means: [
      'D’abord j’ai demandé autour de moi, puis j’ai regardé des avis en ligne et comparé quelques options.',
      'Surtout en ligne : j’ai cherché, lu quelques avis et choisi l’option la plus proche.',
      'Quelqu’un de mon entourage m’a recommandé une adresse, alors j’ai regardé et j’ai choisi celle-là.',
    ],
    again: ['Comme je l’ai dit,', 'Comme je le disais,'],
    nothingNew: [
      'Je n’ai pas grand-chose à ajouter.',
      'Rien de nouveau là-dessus, vraiment.',
      'C’est à peu près tout ce que je peux en dire.',
    ],
  },
  German: {
    ready: ['Ja, gern, fangen wir an.', 'Klar, gern.', 'Okay, ich bin bereit.', 'Ja, legen Sie los.'],
    nothingMore: [
      'Nein, ich glaube, das war alles.',
      'Eigentlich nicht, ich habe alles gesagt.',
      'Von mir nichts mehr, danke.',
      'Ich denke, das ist alles, danke.',
    ],
    oneMore: (point) => `Nur noch eins. ${point} Sonst nichts.`,
    decline: ['Das möchte ich lieber nicht sagen.', 'Das behalte ich lieber für mich.'],
    hedges: ['', '', 'Hm.', 'Gute Frage.', 'Lassen Sie mich überlegen.', 'Na ja.'],
    intro: {
      nameAge: (n, a) => `Ich heiße ${n} und bin ${a}.`,
      name: (n) => `Ich heiße ${n}.`,
      age: (a) => `Ich bin ${a}.`,
      role: (r) => `Ich bin ${r}.`,
      place: (p) => (/^aus /u.test(p) ? `Ich komme ${p}.` : `Ich wohne ${p}.`),
      plain: ['Da gibt es nicht viel zu erzählen.', 'Ganz normal, würde ich sagen.'],
    },
    info: {
      age: (a) => `Ich bin ${a}.`,
      occupation: (r) => `Ich bin ${r}.`,
      place: (p) => (/^aus /u.test(p) ? `Ich komme ${p}.` : `Ich wohne ${p}.`),
      name: (n) => `Nennen Sie mich ${n}.`,
    },
    about: {
      positive: ['Im Großen und Ganzen klappt das gut.', 'Ich habe eigentlich wenig zu beklagen.', 'Bisher läuft es ziemlich gut.'],
      mixed: ['Da bin ich zwiegespalten.', 'Manches klappt, manches nicht.', 'Meistens passt es, aber nicht immer.'],
      negative: [
        'Das ist ehrlich gesagt ein ziemlicher Ärger.',
        'Genau da geht bei mir meistens etwas schief.',
        'Das kostet mehr Mühe, als es sollte.',
      ],
    },
    reasonFrom: (reason) => (/^weil /u.test(reason) ? `Vor allem, ${reason}.` : `Vor allem ${reason}.`),
    reasons: {
      positive: ['Vor allem aus praktischen Gründen.', 'Es hat sich damals einfach angeboten.'],
      mixed: ['Da kam einiges zusammen.', 'Schwer zu sagen, ein bisschen von allem.'],
      negative: [
        'Das hat sich nach und nach aufgestaut, ein kleines Problem nach dem anderen.',
        'Am Ende war es den Ärger einfach nicht mehr wert.',
      ],
    },
    process: {
      positive: [
        'Das ist ziemlich einfach: Ich erledige alles auf einmal und denke dann nicht mehr daran.',
        'Meistens läuft es ohne Überraschungen.',
      ],
      mixed: [
        'Es fängt gut an, aber ein Schritt dauert fast immer länger als nötig.',
        'Das kommt darauf an: Manchmal geht es schnell, manchmal muss ich nachhaken.',
      ],
      negative: [
        'Beim letzten Mal zog es sich über Wochen, und ich musste ständig nachhaken.',
        'Es ist nie einfach: Unterwegs muss immer irgendetwas geklärt werden.',
      ],
    },
    story: {
      positive: [
        'Ich habe mich gemeldet, noch am selben Tag kam eine Antwort, und nach ein, zwei Tagen war alles erledigt.',
        'Das ging schnell: eine Nachricht, kurz warten, und fertig.',
      ],
      mixed: [
        'Ich habe mich gemeldet, und dann passierte ein paar Tage lang nichts. Als sich endlich jemand darum gekümmert hat, ging es schnell.',
        'Der Anfang lief gut, aber auf den Rest musste ich fast eine Woche warten.',
      ],
      negative: [
        'Ich habe mich gemeldet, eine Woche gewartet, zweimal nachgehakt, und am Ende hat es fast einen Monat gedauert.',
        'Erst hat niemand geantwortet, dann wurde es falsch gemacht, und ich musste wieder von vorn anfangen.',
      ],
    },
    frequency: ['Ungefähr einmal pro Woche.', 'Fast jeden Tag.', 'Vielleicht zweimal im Monat.', 'Nicht so oft, ein paar Mal im Jahr.'],
    time: [
      'Das letzte Mal war vor ein paar Wochen.',
      'Letzten Monat, glaube ich.',
      'Erst vor Kurzem, kurz vor dem Wochenende.',
      'Das ist jetzt wohl zwei, drei Monate her.',
    ],
    examples: {
      positive: ['Letzte Woche zum Beispiel lief alles genau nach Plan.', 'Letzten Montag etwa: fünf Minuten, und es war erledigt.'],
      mixed: [
        'Letzte Woche zum Beispiel war es in Ordnung, die Woche davor nicht.',
        'Letzten Monat etwa: die Hälfte gut, die andere Hälfte nicht.',
      ],
      negative: [
        'Letzte Woche zum Beispiel musste ich dieselbe Sache zweimal klären.',
        'Letzten Monat habe ich dafür fast einen halben Tag verloren.',
      ],
    },
    consequences: {
      positive: ['Es macht meine Woche etwas leichter.', 'Eine Sorge weniger.'],
      mixed: ['Manchmal kostet es mich Zeit, manchmal ist es egal.', 'Es nervt, wenn es passiert, aber ich komme zurecht.'],
      negative: [
        'Es kostet mich Zeit, die ich eigentlich nicht habe.',
        'Es verdirbt mir die Laune, und ich fange an, mich nach Alternativen umzusehen.',
      ],
    },
    roughly: ['Ungefähr, ich zähle nicht genau mit.', 'Nichts Genaues, das ist grob geschätzt.'],
    justThat: ['Nur das, nichts Besonderes.', 'Nichts Besonderes, es ist einfach so.'],
    meaning: {
      positive: ['Ich meine, dass es meistens einfach funktioniert.', 'Nur, dass ich kaum darüber nachdenken muss.'],
      mixed: ['Ich meine, es ist nicht schlecht, aber auch nicht toll.', 'Nur, dass es vom Tag abhängt.'],
      negative: ['Ich meine, dass es mehr Aufwand ist, als es sein sollte.', 'Nur, dass es ständig Probleme macht.'],
    },
    yes: ['Ja, ich denke schon.', 'Ja, wahrscheinlich.', 'Ja, würde ich sagen.'],
    no: ['Nein, eher nicht.', 'Wahrscheinlich nicht.', 'Nein, eigentlich nicht.'],
    partly: ['Jein.', 'Teils, teils.', 'Das kommt darauf an, ehrlich gesagt.'],
    asRole: (role) => `Als ${role} merke ich das wohl stärker als andere.`,
    means: [
      'Zuerst habe ich im Bekanntenkreis gefragt, dann Bewertungen im Internet gelesen und ein paar Möglichkeiten verglichen.',
      'Vor allem online: Ich habe gesucht, ein paar Bewertungen gelesen und das Nächstgelegene genommen.',
      'Jemand aus meinem Bekanntenkreis hat mir etwas empfohlen, das habe ich mir angesehen und genommen.',
    ],
    again: ['Wie gesagt,', 'Wie ich schon sagte,'],
    nothingNew: [
      'Dazu habe ich nicht viel hinzuzufügen.',
      'Nichts Neues dazu, ehrlich gesagt.',
      'Mehr kann ich dazu eigentlich nicht sagen.',
    ],
  },
  Uzbek: {
    ready: ['Ha, boshlaymiz.', 'Albatta, tayyorman.', 'Mayli, so‘rang.', 'Ha, marhamat.'],
    nothingMore: [
      'Yo‘q, menimcha, hammasi shu.',
      'Unchalik emas, hammasini aytdim shekilli.',
      'Mendan boshqa hech narsa yo‘q, rahmat.',
      'Shu bilan hammasi, rahmat.',
    ],
    oneMore: (point) => `Faqat bir narsa. ${point} Boshqa yo‘q.`,
    decline: ['Buni aytmaslikni afzal ko‘raman.', 'Bu savolni o‘tkazib yuborsak maylimi?'],
    hedges: ['', '', 'Hmm.', 'Yaxshi savol.', 'O‘ylab ko‘ray.', 'Rostini aytsam,'],
    intro: {
      nameAge: (n, a) => `Mening ismim ${n}, ${a} yoshdaman.`,
      name: (n) => `Mening ismim ${n}.`,
      age: (a) => `${a} yoshdaman.`,
      role: (r) => `Men ${r}man.`,
      place: (p) => (/dan$/u.test(p) ? `${p}man.` : `${p} yashayman.`),
      plain: ['Aytadigan ko‘p narsa yo‘q.', 'Oddiy odamman, shekilli.'],
    },
    info: {
      age: (a) => `${a} yoshdaman.`,
      occupation: (r) => `Men ${r}man.`,
      place: (p) => (/dan$/u.test(p) ? `${p}man.` : `${p} yashayman.`),
      name: (n) => `Menga ${n} deb murojaat qilishingiz mumkin.`,
    },
    about: {
      positive: ['Umuman olganda, menga ma’qul.', 'Unchalik shikoyatim yo‘q.', 'Hozircha hammasi yaxshi.'],
      mixed: ['Bu borada fikrim ikki xil.', 'Ba’zi narsalar ishlaydi, ba’zilari yo‘q.', 'Ko‘pincha yaxshi, lekin har doim emas.'],
      negative: [
        'Rostini aytsam, bu bir oz bosh og‘rig‘i.',
        'Aynan shu yerda ko‘pincha muammo chiqadi.',
        'Bunga kerakligidan ko‘proq kuch ketadi.',
      ],
    },
    reasonFrom: (reason) => `Asosan ${reason}.`,
    reasons: {
      positive: ['Asosan amaliy sabablarga ko‘ra.', 'O‘sha paytda bu to‘g‘ri tuyuldi.'],
      mixed: ['Bir nechta narsa bir-biriga qo‘shildi.', 'Aytish qiyin, hammasidan ozgina.'],
      negative: ['Asta-sekin to‘planib bordi, bir muammo ortidan boshqasi.', 'Oxir-oqibat bunga arzimay qoldi.'],
    },
    process: {
      positive: ['Hammasi oddiy: bir martada hal qilaman va boshqa o‘ylamayman.', 'Odatda hammasi kutilmagan narsalarsiz o‘tadi.'],
      mixed: [
        'Boshlanishi yaxshi, lekin bir bosqich doim kerakligidan uzoqroq cho‘ziladi.',
        'Har xil: ba’zan tez, ba’zan esa qayta-qayta so‘rashga to‘g‘ri keladi.',
      ],
      negative: [
        'Oxirgi marta bir necha haftaga cho‘zildi va doim eslatib turishga to‘g‘ri keldi.',
        'Hech qachon oson bo‘lmaydi: yo‘l-yo‘lakay doim nimanidir hal qilish kerak.',
      ],
    },
    story: {
      positive: [
        'Murojaat qildim, o‘sha kuniyoq javob berishdi va bir-ikki kunda hammasi hal bo‘ldi.',
        'Tez bo‘ldi: bitta xabar, biroz kutish va tamom.',
      ],
      mixed: [
        'Murojaat qildim, keyin bir necha kun hech narsa bo‘lmadi. Nihoyat kimdir shug‘ullangach, tez hal bo‘ldi.',
        'Boshi yaxshi o‘tdi, lekin qolganini deyarli bir hafta kutishga to‘g‘ri keldi.',
      ],
      negative: [
        'Murojaat qildim, bir hafta kutdim, ikki marta eslatishga to‘g‘ri keldi va oxiri deyarli bir oy cho‘zildi.',
        'Avval hech kim javob bermadi, keyin noto‘g‘ri qilishdi va hammasini qaytadan boshlashga to‘g‘ri keldi.',
      ],
    },
    frequency: [
      'Taxminan haftada bir marta.',
      'Deyarli har kuni.',
      'Oyiga ikki marta, shekilli.',
      'Unchalik tez-tez emas, yiliga bir necha marta.',
    ],
    time: [
      'Oxirgi marta bir-ikki hafta oldin.',
      'O‘tgan oy, shekilli.',
      'Yaqinda, dam olish kunlaridan oldin.',
      'Ikki-uch oy bo‘lib qoldi.',
    ],
    examples: {
      positive: ['Masalan, o‘tgan hafta hammasi rejadagidek bo‘ldi.', 'O‘tgan dushanba kuni besh daqiqada hammasi hal bo‘ldi.'],
      mixed: ['Masalan, o‘tgan hafta yaxshi edi, undan oldingisi esa yo‘q.', 'O‘tgan oy yarmi yaxshi, yarmi yomon o‘tdi.'],
      negative: [
        'Masalan, o‘tgan hafta bitta narsani ikki marta hal qilishga to‘g‘ri keldi.',
        'O‘tgan oy bunga deyarli yarim kunim ketdi.',
      ],
    },
    consequences: {
      positive: ['Haftam biroz yengillashadi.', 'Bitta tashvish kamayadi.'],
      mixed: ['Ba’zan vaqtimni oladi, ba’zan esa farqi yo‘q.', 'Bo‘lganda asabga tegadi, lekin chidayman.'],
      negative: ['Shundoq ham kam bo‘lgan vaqtimni oladi.', 'Kayfiyatimni buzadi va boshqa variant qidira boshlayman.'],
    },
    roughly: ['Taxminan, aniq sanamayman.', 'Aniq emas, taxminan aytyapman.'],
    justThat: ['Shunchaki shu, boshqa hech narsa emas.', 'Alohida ma’nosi yo‘q, shunchaki shunday.'],
    meaning: {
      positive: ['Aytmoqchimanki, ko‘pincha shunchaki ishlaydi.', 'Shunchaki bu haqda ko‘p o‘ylashim shart emas.'],
      mixed: ['Aytmoqchimanki, yomon emas, lekin zo‘r ham emas.', 'Shunchaki kunga bog‘liq.'],
      negative: ['Aytmoqchimanki, kerakligidan ko‘ra ko‘proq tashvish.', 'Shunchaki doim muammo chiqaradi.'],
    },
    yes: ['Ha, shunday deb o‘ylayman.', 'Ha, ehtimol.', 'Ha, shunday deyish mumkin.'],
    no: ['Menimcha, yo‘q.', 'Ehtimol, yo‘q.', 'Yo‘q, unchalik emas.'],
    partly: ['Ham ha, ham yo‘q.', 'Qisman.', 'Vaziyatga bog‘liq.'],
    asRole: (role) => `${role} sifatida buni boshqalardan ko‘ra ko‘proq sezsam kerak.`,
    means: [
      'Avval tanishlarimdan so‘radim, keyin internetda sharhlarni o‘qib, bir nechta variantni solishtirdim.',
      'Asosan internet orqali: qidirdim, bir nechta sharh o‘qidim va eng yaqinini tanladim.',
      'Bir tanishim tavsiya qildi, ko‘rib chiqdim va o‘shani tanladim.',
    ],
    again: ['Aytganimdek,', 'Avval aytganimdek,'],
    nothingNew: ['Bu haqda qo‘shadigan gapim ko‘p emas.', 'Bu borada yangi gap yo‘q.', 'Bu haqda aytadiganim shu.'],
  },
  Chinese: {
    ready: ['好的，我们开始吧。', '可以，没问题。', '好，我准备好了。', '行，您问吧。'],
    nothingMore: ['没有了，我想就这些。', '没什么要补充的了，该说的都说了。', '我这边没有了，谢谢。', '就这些吧，谢谢。'],
    oneMore: (point) => `只有一点。${point}其他就没有了。`,
    decline: ['这个我不太想说。', '这个问题我想跳过，可以吗？'],
    hedges: ['', '', '嗯。', '好问题。', '让我想想。', '说实话，'],
    intro: {
      nameAge: (n, a) => `我叫${n}，今年${a}岁。`,
      name: (n) => `我叫${n}。`,
      age: (a) => `我${a}岁。`,
      role: (r) => `我是${r}。`,
      place: (p) => `我住在${p}。`,
      plain: ['没什么特别可说的。', '就是个普通人吧。'],
    },
    info: { age: (a) => `我${a}岁。`, occupation: (r) => `我是${r}。`, place: (p) => `我住在${p}。`, name: (n) => `叫我${n}就行。` },
    about: {
      positive: ['总的来说，我挺满意的。', '说实话，没什么可抱怨的。', '到目前为止都还不错。'],
      mixed: ['我的感受比较复杂。', '有些地方好，有些地方不好。', '大多数时候还行，但不总是。'],
      negative: ['说实话，这挺让人头疼的。', '问题往往就出在这里。', '这比应该的要费劲得多。'],
    },
    reasonFrom: (reason) => `主要是${reason}。`,
    reasons: {
      positive: ['主要是出于实际考虑。', '当时觉得这样做挺合理的。'],
      mixed: ['好几个原因凑到一起了。', '很难说，各方面都有一点。'],
      negative: ['是慢慢积累起来的，一个小问题接着一个。', '到最后觉得不值得再折腾了。'],
    },
    process: {
      positive: ['挺简单的：一次性搞定，然后就不用再管了。', '一般都很顺利，没什么意外。'],
      mixed: ['开始还好，但总有一个环节比预想的慢。', '看情况：有时候很快，有时候要反复催。'],
      negative: ['上一次拖了好几个星期，我得一直去催。', '从来都不简单，中间总有些事情要处理。'],
    },
    story: {
      positive: ['我联系了他们，当天就有回复，一两天就全部解决了。', '很快：发了一条消息，等了一会儿，就搞定了。'],
      mixed: ['我联系了他们，然后好几天都没动静。后来终于有人处理了，解决得倒挺快。', '前面还算顺利，但剩下的部分等了差不多一个星期。'],
      negative: ['我联系了他们，等了一个星期，催了两次，最后拖了将近一个月。', '一开始没人回复，后来又弄错了，只好从头再来。'],
    },
    frequency: ['大概一周一次吧。', '几乎每天。', '一个月两次左右。', '不太经常，一年几次。'],
    time: ['上一次是两个星期前。', '好像是上个月。', '就在最近，周末之前。', '大概有两三个月了。'],
    examples: {
      positive: ['比如上周，一切都按计划进行。', '就拿上周一来说，五分钟就搞定了。'],
      mixed: ['比如上周还好，但再往前一周就不行。', '就拿上个月来说，一半顺利，一半不顺。'],
      negative: ['比如上周，同一件事我处理了两次。', '上个月为这个差不多浪费了一个下午。'],
    },
    consequences: {
      positive: ['让我一周轻松了一点。', '少了一件操心的事。'],
      mixed: ['有时候耽误时间，有时候无所谓。', '遇到的时候挺烦的，不过还能应付。'],
      negative: ['占用了我本来就不多的时间。', '会让我心情不好，开始考虑别的选择。'],
    },
    roughly: ['大概吧，我没有仔细算过。', '不是很准确，只是个大概。'],
    justThat: ['就是字面意思，没什么特别的。', '没什么特别的，就是这样。'],
    meaning: {
      positive: ['我的意思是，大多数时候它就是好用。', '就是我不用花太多心思。'],
      mixed: ['我的意思是，不算差，但也说不上好。', '就是要看具体哪一天。'],
      negative: ['我的意思是，比应该的要麻烦。', '就是老出问题。'],
    },
    yes: ['嗯，应该是吧。', '对，可以这么说。', '是的，我觉得是。'],
    no: ['我觉得不会。', '应该不会吧。', '不太会。'],
    partly: ['一半一半吧。', '说不好，看情况。', '说不准。'],
    asRole: (role) => `作为${role}，我对这一点可能比别人感受更深。`,
    means: [
      '我先问了身边的熟人，然后上网看了评价，比较了几家。',
      '主要是在网上找的：搜了一下，看了些评价，选了离我最近的。',
      '一个熟人推荐了一家，我去了解了一下，就定了那家。',
    ],
    again: ['我刚才说过，', '就像我说的，'],
    nothingNew: ['这方面我没什么要补充的。', '这个没有什么新的可说。', '关于这一点，我能说的大概就这些。'],
  },
  Japanese: {
    ready: ['はい、始めましょう。', 'はい、大丈夫です。', 'ええ、どうぞ。', 'はい、お願いします。'],
    nothingMore: [
      'いいえ、これで全部だと思います。',
      '特にありません。言いたいことは言いました。',
      '私からは以上です。ありがとうございます。',
      'これで全部です、ありがとうございます。',
    ],
    oneMore: (point) => `一つだけ。${point}それ以外は特にありません。`,
    decline: ['それはちょっと答えたくないです。', 'その質問は飛ばしてもいいですか？'],
    hedges: ['', '', 'うーん。', 'いい質問ですね。', 'ちょっと考えさせてください。', '正直に言うと、'],
    intro: {
      nameAge: (n, a) => `${n}と申します。${a}歳です。`,
      name: (n) => `${n}と申します。`,
      age: (a) => `${a}歳です。`,
      role: (r) => `${r}です。`,
      place: (p) => `${p}に住んでいます。`,
      plain: ['特にお話しすることはありません。', 'ごく普通の人間だと思います。'],
    },
    info: {
      age: (a) => `${a}歳です。`,
      occupation: (r) => `${r}です。`,
      place: (p) => `${p}に住んでいます。`,
      name: (n) => `${n}と呼んでください。`,
    },
    about: {
      positive: ['全体的には満足しています。', '正直、あまり不満はありません。', '今のところうまくいっています。'],
      mixed: ['複雑な気持ちです。', 'うまくいくこともあれば、そうでないこともあります。', 'たいていは大丈夫ですが、いつもではありません。'],
      negative: ['正直、ちょっと頭の痛い問題です。', 'いつもそこで問題が起きます。', '本来よりずっと手間がかかります。'],
    },
    // A reason before ので/から/ため: a noun's の takes ため ("仕事のため"), a na-adjective's な becomes だ ("便利だから").
    reasonFrom: (reason) => (/の$/u.test(reason) ? `主に${reason}ためです。` : `主に${reason.replace(/な$/u, 'だ')}からです。`),
    reasons: {
      positive: ['主に実用的な理由です。', 'その時はそれが自然な選択でした。'],
      mixed: ['いくつかのことが重なりました。', '一言では言えません。少しずつ色々あって。'],
      negative: ['小さな問題が一つずつ積み重なっていきました。', '最後には、もう手間をかける価値がないと思いました。'],
    },
    process: {
      positive: ['簡単です。一度に済ませて、あとは気にしません。', 'たいていは特に問題なく進みます。'],
      mixed: [
        '最初は順調ですが、どこかの段階でいつも時間がかかります。',
        '場合によります。すぐ終わることもあれば、何度も問い合わせることもあります。',
      ],
      negative: [
        '前回は何週間も長引いて、何度も催促しなければなりませんでした。',
        '簡単だったことはありません。途中で必ず何かを片付ける必要があります。',
      ],
    },
    story: {
      positive: [
        '連絡したらその日のうちに返事があって、一、二日で全部片付きました。',
        'すぐでした。メッセージを一通送って、少し待ったら終わりました。',
      ],
      mixed: [
        '連絡したのですが、数日間は何も進みませんでした。やっと対応してもらえたら、すぐに終わりました。',
        '最初は順調でしたが、残りの部分はほぼ一週間待たされました。',
      ],
      negative: [
        '連絡して一週間待ち、二回催促して、結局一か月近くかかりました。',
        '最初は誰も返事をくれず、その後は間違った対応をされて、一からやり直しになりました。',
      ],
    },
    frequency: ['だいたい週に一回くらいです。', 'ほぼ毎日です。', '月に二回くらいでしょうか。', 'それほど頻繁ではなく、年に数回です。'],
    time: ['前回は二週間ほど前です。', '先月だったと思います。', 'つい最近、週末の前です。', 'もう二、三か月前になります。'],
    examples: {
      positive: ['例えば先週は、すべて予定どおりに進みました。', '先週の月曜日なんかは、五分で終わりました。'],
      mixed: ['例えば先週は大丈夫でしたが、その前の週はだめでした。', '先月なんかは、半分はうまくいって、半分はだめでした。'],
      negative: ['例えば先週は、同じことを二回やり直す羽目になりました。', '先月はそのせいで午後がほとんどつぶれました。'],
    },
    consequences: {
      positive: ['一週間が少し楽になります。', '心配事が一つ減ります。'],
      mixed: ['時間を取られることもあれば、気にならないこともあります。', '起きるとイライラしますが、何とかなります。'],
      negative: ['ただでさえ少ない時間が取られてしまいます。', '気分が悪くなって、他の選択肢を探し始めます。'],
    },
    roughly: ['だいたいです。正確には数えていません。', '正確ではなく、大まかな感覚です。'],
    justThat: ['言葉どおりの意味で、特別なことはありません。', '特に深い意味はありません。'],
    meaning: {
      positive: ['つまり、たいていは普通に使えるということです。', 'あまり考えなくて済むということです。'],
      mixed: ['つまり、悪くはないけれど、すごく良いわけでもないということです。', '日によって違うということです。'],
      negative: ['つまり、本来より手間がかかるということです。', 'いつも問題が起きるということです。'],
    },
    yes: ['はい、そう思います。', 'ええ、たぶん。', 'はい、そうですね。'],
    no: ['いいえ、そうは思いません。', 'うーん、たぶんないです。', 'いいえ、あまり。'],
    partly: ['どちらとも言えません。', '半々ですね。', '場合によります。'],
    asRole: (role) => `${role}として、人一倍そう感じているのかもしれません。`,
    means: [
      'まず知り合いに聞いて、それからネットで口コミを見て、いくつか比べました。',
      '主にネットです。検索して口コミをいくつか読み、一番近いところに決めました。',
      '知り合いに勧められたところがあって、調べてみてそこに決めました。',
    ],
    again: ['先ほども言いましたが、', '繰り返しになりますが、'],
    nothingNew: [
      'それについては特に付け加えることはありません。',
      'その点は特に新しいことはないです。',
      'それについて言えるのは、だいたいそれくらいです。',
    ],
  },
};

export const voiceFor = (language: string): Voice => VOICES[language as InterviewLanguage] ?? VOICES.English;
