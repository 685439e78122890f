import type { CreateLanguage } from '~/lib/languages';

export type Item = { title: string; description: string };
/**
 * A guide's questions about the goal's own action, where a language's reader could read it: the opening (the
 * respondent's last time, and for a "why" goal the reasons), the closing probes, and the last item of the required
 * info ("When did you last …?"), null when it cannot be asked grammatically.
 */
export type GoalWording = {
  opening: Item[];
  probes: { motivations: Item; frustrations: Item; ideal: Item };
  lastTime: string | null;
};
export type Phrasebook = {
  generalPrompt: (description: string) => string;
  /** Questions about the respondent: age, occupation, how often the topic comes up (asked as written). */
  requiredInfo: string[];
  warmUp: Item;
  recent: Item;
  motivations: Item;
  frustrations: Item;
  ideal: Item;
  closing: Item;
  /** Open, neutral questions about a topic the description names, each of another form (tell, describe, what
   * happened, why, what would change); the drafter gives each topic one whose opening is not used yet. */
  topicQuestions: (topic: string) => string[];
  /** The general prompt's line that lists the topics to cover. */
  topicsLine: (topics: string[]) => string;
};

// The offline engine's guide in each language a guide can be drafted in. The researcher's own words (goal,
// description, potential questions) are used as written.
export const PHRASEBOOKS: Record<CreateLanguage, Phrasebook> = {
  English: {
    generalPrompt: (d) =>
      `You are a friendly, neutral research interviewer. The study: ${d}\nAsk one short, open question at a time, in English. Let the respondent talk; ask for concrete examples and the reasons behind what they say. Never suggest answers or judge them. When an answer is vague or very short, follow up once or twice, then move on to the next topic of the guide.`,
    requiredInfo: ['How old are you?', 'What is your job or main daily activity?', 'How often does this topic come up in your life?'],
    warmUp: { title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
    recent: {
      title: 'Recent experience',
      description: 'Think about the most recent time this topic came up in your life. Can you walk me through what happened, step by step?',
    },
    motivations: { title: 'Motivations', description: 'What matters most to you here, and why?' },
    frustrations: { title: 'Frustrations', description: 'What, if anything, frustrates you or gets in the way?' },
    ideal: { title: 'Ideal situation', description: 'If you could change one thing about it, what would it be and why?' },
    closing: { title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
    topicQuestions: (t) => [
      `What can you tell me about ${t}, from your own experience?`,
      `How would you describe your experience with ${t}?`,
      `Could you describe a moment involving ${t} that stood out, and what happened?`,
      `Why does ${t} matter to you, or why not?`,
      `What would you change about ${t}, if you could?`,
    ],
    topicsLine: (topics) => `Topics to cover: ${topics.join('; ')}.`,
  },
  Russian: {
    generalPrompt: (d) =>
      `Вы — доброжелательный и нейтральный интервьюер-исследователь. Исследование: ${d}\nЗадавайте по одному короткому открытому вопросу на русском языке. Дайте респонденту высказаться; просите конкретные примеры и причины. Никогда не подсказывайте ответы и не оценивайте их. Если ответ расплывчатый или очень короткий, задайте один-два уточняющих вопроса, затем переходите к следующей теме.`,
    requiredInfo: ['Какой у вас возраст?', 'Какая у вас работа или основное занятие?', 'Как часто вы сталкиваетесь с этой темой?'],
    warmUp: { title: 'Знакомство', description: 'Для начала расскажите, пожалуйста, немного о себе и своём обычном дне.' },
    recent: {
      title: 'Недавний опыт',
      description: 'Вспомните, когда эта тема в последний раз возникала в вашей жизни. Расскажите по шагам, что происходило?',
    },
    motivations: { title: 'Мотивы', description: 'Что для вас здесь важнее всего и почему?' },
    frustrations: { title: 'Трудности', description: 'Что вас раздражает или мешает, если такое есть?' },
    ideal: { title: 'Идеальная ситуация', description: 'Если бы вы могли изменить что-то одно, что бы это было и почему?' },
    closing: { title: 'Завершение', description: 'Хотите ли вы добавить что-то, о чём мы ещё не поговорили?' },
    topicQuestions: (t) => [
      `Что вы можете рассказать о теме «${t}» из своего опыта?`,
      `Как бы вы описали свой опыт, связанный с темой «${t}»?`,
      `Расскажите о конкретном случае, связанном с темой «${t}»: что тогда произошло?`,
      `Почему тема «${t}» для вас важна или, наоборот, неважна?`,
      `Если бы вы могли изменить что-то одно в том, что касается темы «${t}», что бы это было?`,
    ],
    topicsLine: (topics) => `Темы, которые нужно затронуть: ${topics.join('; ')}.`,
  },
  Spanish: {
    generalPrompt: (d) =>
      `Eres un entrevistador de investigación amable y neutral. El estudio: ${d}\nHaz una sola pregunta breve y abierta a la vez, en español. Deja hablar a la persona; pide ejemplos concretos y las razones de lo que dice. Nunca sugieras respuestas ni las juzgues. Si una respuesta es vaga o muy corta, profundiza una o dos veces y luego pasa al siguiente tema de la guía.`,
    requiredInfo: ['¿Qué edad tienes?', '¿Cuál es tu trabajo u ocupación principal?', '¿Con qué frecuencia te ocupas de este tema?'],
    warmUp: { title: 'Introducción', description: 'Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?' },
    recent: {
      title: 'Experiencia reciente',
      description: 'Piensa en la última vez que este tema surgió en tu vida. ¿Podrías contarme paso a paso qué pasó?',
    },
    motivations: { title: 'Motivaciones', description: '¿Qué es lo más importante para ti aquí y por qué?' },
    frustrations: { title: 'Frustraciones', description: '¿Hay algo que te frustre o te ponga obstáculos?' },
    ideal: { title: 'Situación ideal', description: 'Si pudieras cambiar una sola cosa, ¿cuál sería y por qué?' },
    closing: { title: 'Cierre', description: '¿Hay algo más que quieras compartir y de lo que no hayamos hablado?' },
    topicQuestions: (t) => [
      `¿Qué puedes contarme sobre el tema «${t}», según tu experiencia?`,
      `¿Cómo describirías tu experiencia con el tema «${t}»?`,
      `Cuéntame una situación concreta relacionada con el tema «${t}»: ¿qué pasó?`,
      `¿Por qué es importante para ti el tema «${t}», o por qué no lo es?`,
      `Si pudieras cambiar algo del tema «${t}», ¿qué cambiarías?`,
    ],
    topicsLine: (topics) => `Temas que hay que cubrir: ${topics.join('; ')}.`,
  },
  French: {
    generalPrompt: (d) =>
      `Vous êtes un enquêteur bienveillant et neutre. L'étude : ${d}\nPosez une seule question courte et ouverte à la fois, en français. Laissez la personne s'exprimer ; demandez des exemples concrets et les raisons de ce qu'elle dit. Ne suggérez jamais de réponse et ne jugez pas. Si une réponse est vague ou très courte, relancez une ou deux fois, puis passez au thème suivant du guide.`,
    requiredInfo: [
      'Quel âge avez-vous ?',
      'Quel est votre métier ou votre activité principale ?',
      'À quelle fréquence ce sujet se présente-t-il dans votre vie ?',
    ],
    warmUp: { title: 'Introduction', description: 'Pour commencer, pourriez-vous me parler un peu de vous et de votre quotidien ?' },
    recent: {
      title: 'Expérience récente',
      description:
        "Pensez à la dernière fois où ce sujet s'est présenté dans votre vie. Pouvez-vous me raconter étape par étape ce qui s'est passé ?",
    },
    motivations: { title: 'Motivations', description: "Qu'est-ce qui compte le plus pour vous ici, et pourquoi ?" },
    frustrations: { title: 'Frustrations', description: "Qu'est-ce qui vous agace ou vous freine, le cas échéant ?" },
    ideal: { title: 'Situation idéale', description: 'Si vous pouviez changer une seule chose, laquelle serait-ce et pourquoi ?' },
    closing: { title: 'Conclusion', description: "Y a-t-il autre chose que vous aimeriez partager et dont nous n'avons pas parlé ?" },
    topicQuestions: (t) => [
      `Que pouvez-vous me dire sur le sujet « ${t} », d'après votre expérience ?`,
      `Comment décririez-vous votre expérience concernant le sujet « ${t} » ?`,
      `Racontez-moi une situation concrète liée au sujet « ${t} » : que s'est-il passé ?`,
      `Pourquoi le sujet « ${t} » compte-t-il pour vous, ou pourquoi pas ?`,
      `Si vous pouviez changer une chose concernant le sujet « ${t} », que changeriez-vous ?`,
    ],
    topicsLine: (topics) => `Thèmes à aborder : ${topics.join(' ; ')}.`,
  },
  German: {
    generalPrompt: (d) =>
      `Sie führen freundlich und neutral ein Forschungsinterview. Die Studie: ${d}\nStellen Sie jeweils nur eine kurze, offene Frage auf Deutsch. Lassen Sie die Person erzählen; fragen Sie nach konkreten Beispielen und Gründen. Schlagen Sie nie Antworten vor und bewerten Sie sie nicht. Ist eine Antwort vage oder sehr kurz, haken Sie ein- oder zweimal nach und gehen Sie dann zum nächsten Thema des Leitfadens über.`,
    requiredInfo: [
      'Welcher Altersgruppe gehören Sie an?',
      'Was ist Ihr Beruf oder Ihre Haupttätigkeit?',
      'Wie oft haben Sie mit diesem Thema zu tun?',
    ],
    warmUp: { title: 'Einstieg', description: 'Erzählen Sie mir zu Beginn doch bitte ein wenig über sich und Ihren Alltag.' },
    recent: {
      title: 'Letzte Erfahrung',
      description:
        'Denken Sie an das letzte Mal, als dieses Thema in Ihrem Leben vorkam. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
    },
    motivations: { title: 'Motive', description: 'Was ist Ihnen dabei am wichtigsten, und warum?' },
    frustrations: { title: 'Ärgernisse', description: 'Was stört Sie oder steht Ihnen im Weg, falls überhaupt?' },
    ideal: { title: 'Idealfall', description: 'Wenn Sie eine einzige Sache ändern könnten, welche wäre das und warum?' },
    closing: { title: 'Abschluss', description: 'Gibt es noch etwas, das Sie teilen möchten und worüber wir noch nicht gesprochen haben?' },
    topicQuestions: (t) => [
      `Was können Sie mir aus Ihrer Erfahrung zum Thema „${t}“ erzählen?`,
      `Wie würden Sie Ihre Erfahrungen zum Thema „${t}“ beschreiben?`,
      `Gab es eine konkrete Situation zum Thema „${t}“? Was ist da passiert?`,
      `Warum ist Ihnen das Thema „${t}“ wichtig, oder warum nicht?`,
      `Wenn Sie beim Thema „${t}“ eine Sache ändern könnten, welche wäre das?`,
    ],
    topicsLine: (topics) => `Zu behandelnde Themen: ${topics.join('; ')}.`,
  },
  Chinese: {
    generalPrompt: (d) =>
      `你是一位友好、中立的研究访谈员。本研究：${d}\n每次只用中文提出一个简短的开放式问题。让受访者充分表达；请他们举出具体的例子并说明原因。不要暗示答案，也不要评判。如果回答含糊或过短，追问一两次，然后进入访谈提纲的下一个主题。`,
    requiredInfo: ['您的年龄是多少？', '您的职业或主要日常活动是什么？', '您多久会接触一次这个话题？'],
    warmUp: { title: '开场', description: '首先，能简单介绍一下您自己和您的日常生活吗？' },
    recent: { title: '最近的经历', description: '请回想一下这个话题最近一次出现在您生活中的情形。能一步一步地讲讲当时发生了什么吗？' },
    motivations: { title: '动机', description: '在这方面，对您来说最重要的是什么？为什么？' },
    frustrations: { title: '困扰', description: '有什么让您感到困扰或造成阻碍的吗？' },
    ideal: { title: '理想状态', description: '如果只能改变一件事，您会改变什么？为什么？' },
    closing: { title: '结束', description: '还有什么我们没有谈到、而您想分享的吗？' },
    topicQuestions: (t) => [
      `关于“${t}”，根据您的经验，您能谈谈吗？`,
      `您会如何描述自己在“${t}”方面的经历？`,
      `请回想一次与“${t}”有关的具体经历：当时发生了什么？`,
      `为什么“${t}”对您来说重要，或者不重要？`,
      `在“${t}”方面，如果您能改变一件事，您会改变什么？`,
    ],
    topicsLine: (topics) => `需要涵盖的主题：${topics.join('；')}。`,
  },
  Japanese: {
    generalPrompt: (d) =>
      `あなたは親しみやすく中立的なリサーチインタビュアーです。調査の内容：${d}\n質問は一度に一つだけ、短く開かれた形で日本語で行ってください。回答者に自由に話してもらい、具体的な例や理由を尋ねてください。回答を誘導したり評価したりしないでください。回答があいまいだったり短すぎたりする場合は一、二度深掘りし、その後ガイドの次のテーマに進んでください。`,
    requiredInfo: [
      '年齢はおいくつですか？',
      'ご職業や普段の主な活動は何ですか？',
      'このテーマに、あなたはどのくらいの頻度で関わっていますか？',
    ],
    warmUp: { title: 'はじめに', description: 'まず、ご自身のことや普段の生活について少し教えていただけますか？' },
    recent: {
      title: '最近の経験',
      description: 'このテーマが最近あなたの生活に関わったときのことを思い出してください。何があったのか、順を追って教えていただけますか？',
    },
    motivations: { title: '動機', description: 'この点で、あなたにとって最も大切なことは何ですか？それはなぜですか？' },
    frustrations: { title: '不満', description: '不満に感じていることや、妨げになっていることはありますか？' },
    ideal: { title: '理想の状態', description: 'もし一つだけ変えられるとしたら、何を変えたいですか？それはなぜですか？' },
    closing: { title: '締めくくり', description: 'まだお話ししていないことで、共有したいことは他にありますか？' },
    topicQuestions: (t) => [
      `「${t}」について、ご自身の経験から教えていただけますか？`,
      `「${t}」に関するご自身の経験を、どのように説明されますか？`,
      `「${t}」に関わる具体的な場面を一つ思い出してください。そのとき何がありましたか？`,
      `「${t}」があなたにとって大切なのはなぜですか？あるいは、大切でないのはなぜですか？`,
      `「${t}」について一つだけ変えられるとしたら、何を変えたいですか？`,
    ],
    topicsLine: (topics) => `取り上げるテーマ：${topics.join('、')}。`,
  },
};
