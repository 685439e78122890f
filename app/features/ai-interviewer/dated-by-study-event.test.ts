import { expect, test } from 'vitest';

import { missingInfo } from './required-info';

// When they last chose something, dated by the event the study is about (its goal's "when they …", or what its
// population did with the thing chosen), or by a bare "that was last spring" in a short reply. Before, the item was
// asked after the respondent had dated the event.
const given = (item: string, said: string, study: { goal: string; generalPrompt?: string }, language = 'English') =>
  missingInfo([item], [said], [], language, [], study).length === 0;

test('a time said with a past verb of the goal’s “when they …” clause dates the choice', () => {
  const study = { goal: 'Understand how families choose a storage unit when they downsize' };
  expect(given('When did you last choose a storage unit?', 'We downsized to a bungalow in March, and the garage had to go.', study)).toBe(
    true,
  );
  const escuela = { goal: 'Entender cómo eligen las familias un colegio cuando se mudan de ciudad' };
  expect(given('¿Cuándo elegiste un colegio por última vez?', 'Nos mudamos a Sevilla el verano pasado.', escuela, 'Spanish')).toBe(true);
});

test('a time said with what the population did with the thing chosen dates the choice', () => {
  const makler = {
    goal: 'Verstehen, wie Menschen einen Makler auswählen',
    generalPrompt: 'Die Studie: Menschen, die im letzten Jahr mit einem Makler ein Haus gekauft haben.',
  };
  expect(
    given(
      'Wann haben Sie zuletzt einen Makler ausgewählt?',
      'Im Frühjahr haben wir dann endlich das Reihenhaus gekauft.',
      makler,
      'German',
    ),
  ).toBe(true);
  const gestor = {
    goal: 'Entender cómo eligen las personas un gestor',
    generalPrompt: 'El estudio: Personas que se cambiaron de banco con un gestor personal en el último año.',
  };
  expect(
    given('¿Cuándo elegiste un gestor por última vez?', 'En noviembre nos pasamos de Bankinter a una cooperativa.', gestor, 'Spanish'),
  ).toBe(true);
});

test('a bare “that was …” in a short reply dates the choice', () => {
  const study = { goal: 'Understand how people choose a wedding photographer' };
  expect(given('When did you last choose a wedding photographer?', 'Forty-odd. That was last spring.', study)).toBe(true);
  expect(given('Wann haben Sie zuletzt einen Fotografen ausgewählt?', 'Anfang vierzig. Das war letzten Winter.', study, 'German')).toBe(
    true,
  );
});

test('a move in a study whose choice was not made in it, a birth or a new job, or a long aside dates nothing', () => {
  const dentist = {
    goal: 'Understand how adults who moved to a new city chose a new dentist',
    generalPrompt: 'We want adults who moved to a new city and chose a dentist.',
  };
  expect(given('When did you last choose a dentist?', 'I moved here for work ten years ago.', dentist)).toBe(false);
  const gym = {
    goal: 'Understand how people choose a gym',
    generalPrompt: 'The study: People who joined a gym with a friend in the last year.',
  };
  expect(given('When did you last choose a gym?', 'We moved to Leeds last summer.', gym)).toBe(false);
  const storage = { goal: 'Understand how families choose a storage unit when they downsize' };
  expect(given('When did you last choose a storage unit?', 'I was born in 1985 and started at the pharmacy in 2019.', storage)).toBe(false);
  expect(
    given(
      'When did you last choose a storage unit?',
      'My landlord put the rent up and that was last autumn, so money has been tight since.',
      storage,
    ),
  ).toBe(false);
});
