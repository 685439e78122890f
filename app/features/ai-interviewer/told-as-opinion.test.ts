import { describe, expect, test } from 'vitest';

import { toldEarlier } from './already-told';

// A guide as "Create with AI" drafts it for any topic: the story, then what matters most, what gets in the way and the
// one thing to change (in Spanish and German each also asking why).
const GUIDES = {
  English: [
    'To start, could you tell me a little about yourself?',
    'Think back to when you last booked a holiday cottage. Can you walk me through what happened, step by step?',
    'What matters most to you when you book a holiday cottage?',
    'What, if anything, gets in the way when you book a holiday cottage?',
    'If you could change one thing about booking a holiday cottage, what would it be?',
    'Is there anything else you would like to share that we have not talked about?',
  ],
  Spanish: [
    'Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?',
    'Piensa en la última vez que este tema surgió en tu vida. ¿Podrías contarme paso a paso qué pasó?',
    '¿Qué es lo más importante para ti aquí y por qué?',
    '¿Hay algo que te frustre o te ponga obstáculos?',
    'Si pudieras cambiar una sola cosa, ¿cuál sería y por qué?',
    '¿Hay algo más que quieras compartir y de lo que no hayamos hablado?',
  ],
  German: [
    'Erzählen Sie mir zu Beginn doch bitte ein wenig über sich und Ihren Alltag.',
    'Denken Sie an das letzte Mal, als dieses Thema in Ihrem Leben vorkam. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
    'Was ist Ihnen dabei am wichtigsten, und warum?',
    'Was stört Sie oder steht Ihnen im Weg, falls überhaupt?',
    'Wenn Sie eine einzige Sache ändern könnten, welche wäre das und warum?',
    'Gibt es noch etwas, das Sie teilen möchten und worüber wir noch nicht gesprochen haben?',
  ],
};
const guide = (language: keyof typeof GUIDES) =>
  GUIDES[language].map((description, i) => ({ id: `q${i}`, title: `Part ${i + 1}`, description }));
const MATTERS = 2;
const IN_THE_WAY = 3;
const CHANGE = 4;

describe('what gets in the way, told early by a step judged badly', () => {
  test('a word of trouble, the worst part, or what it did to them, in English, Spanish and German', () => {
    // Before: each was asked "What, if anything, gets in the way …?" right after the respondent had said it.
    for (const [language, said] of [
      ['English', 'The hassle was the deposit: they wanted three hundred pounds by bank transfer within a day.'],
      ['English', 'The worst bit of the whole booking was the key safe, which nobody had told us the code for.'],
      ['English', 'The owner rang four times to check we would not bring the dog. It drove me up the wall.'],
      ['Spanish', 'El follón vino con la fianza: querían trescientos euros por transferencia en un día.'],
      ['Spanish', 'Lo peor de todo fue la llave, que nadie nos dijo dónde estaba.'],
      ['German', 'Lästig war die Kaution: dreihundert Euro per Überweisung innerhalb eines Tages.'],
      ['German', 'Geärgert hat mich nur der Schlüsselkasten, für den uns niemand den Code gegeben hatte.'],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[IN_THE_WAY], said).toBe('at-length');
  });

  test('an account without a judgement, or a good word, leaves the question to be asked', () => {
    for (const [language, said] of [
      ['English', 'We paid the deposit by bank transfer and picked up the key from the safe.'],
      ['English', 'The best part was the view from the bedroom.'],
      ['Spanish', 'Pagamos la fianza por transferencia y recogimos la llave en el buzón.'],
      ['German', 'Die Kaution haben wir überwiesen, den Schlüssel gab es im Kasten.'],
      ['German', 'Gefreut hat mich vor allem der Blick aufs Meer.'],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[IN_THE_WAY], said).toBeNull();
  });
});

describe('what matters most, told early across the commas of a sentence', () => {
  test('“sobre todo” between commas, “all I wanted was”, and asked why, a priority said at length', () => {
    for (const [language, said] of [
      ['English', 'All I wanted was somewhere quiet with a garden for the children.'],
      ['Spanish', 'Buscaba, sobre todo, una casa con jardín para los niños, lejos de la carretera y con sitio para aparcar.'],
      ['Spanish', 'Yo buscaba, ante todo, tranquilidad, porque con los gemelos no hay manera de descansar en un hotel.'],
      ['German', 'Mir kam es vor allem auf einen Garten an, in dem die Kinder spielen können, ohne dass wir ständig aufpassen müssen.'],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[MATTERS], said).toBe('at-length');
  });

  test('asked why, a short priority without its reason is touched on; searching for something is no priority', () => {
    expect(toldEarlier(guide('Spanish'), ['ok', 'Buscaba, sobre todo, un jardín.'])[MATTERS]).toBe('in-passing');
    for (const [language, said] of [
      ['Spanish', 'Buscaba una casa en la costa, miré en tres webs y reservé la más barata.'],
      ['English', 'All I did was type the dates into the website and pay.'],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[MATTERS], said).toBeNull();
  });
});

describe('the one thing to change, told early as a wish', () => {
  test('asked why, a wish with its reason or at length, or a demand said without a verb and what it should spare them', () => {
    // Before: each was asked "¿… y por qué?" / "… und warum?", opened by "You touched on this already".
    for (const [language, said] of [
      ['Spanish', 'Ojalá se pudiera pagar la fianza con tarjeta, sin transferencias ni justificantes, directamente en la web al reservar.'],
      ['German', 'Mir würde schon reichen, dass man die Kaution einfach mit Karte zahlen kann, wie bei jedem Hotel.'],
      [
        'German',
        'Buchen per App, mit Sofortbestätigung, ohne Anruf beim Vermieter. Ich habe keine Lust, abends noch Leuten hinterherzutelefonieren.',
      ],
      [
        'Spanish',
        'Reservar por la web, con confirmación al momento, sin llamadas. Tengo dos críos y no tengo tiempo de perseguir a nadie por teléfono.',
      ],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[CHANGE], said).toBe('at-length');
  });

  test('an account in participles or a list of what happened is no wish told; a short demand asked why is touched on', () => {
    for (const [language, said] of [
      ['German', 'Angerufen beim Vermieter, mit viel Geduld, ohne Erfolg. Danach haben wir woanders gebucht und dort drei Nächte bezahlt.'],
      ['German', 'Gebucht per App, mit Bestätigung, ohne Anruf.'],
      ['Spanish', 'Llegamos por la tarde, con lluvia, sin luz en la entrada. Nadie nos esperaba y la llave no estaba donde decían.'],
    ] as const)
      expect(toldEarlier(guide(language), ['ok', said])[CHANGE], said).toBeNull();
    // Asked why, a short demand is touched on: the question is still asked.
    expect(toldEarlier(guide('German'), ['ok', 'Buchen per App, ohne Anruf.'])[CHANGE]).toBe('in-passing');
  });
});
