import { expect, test } from 'vitest';

import { readCheckAnswer } from './check-answers';

test('a message confirms, skips, says only no, or corrects the summary', () => {
  for (const text of ['Yes', "Yes, that's right!", 'Exactly.', 'Всё верно', 'Genau, danke', 'その通りです', '没错', 'Oui, c’est exact'])
    expect(readCheckAnswer(text), text).toBe('confirm');
  for (const text of ['Skip', "I'd rather not say", 'Nothing more to add', 'Bye!', 'Пропустить'])
    expect(readCheckAnswer(text), text).toBe('skip');
  for (const text of ['No', 'Nope.', 'Нет']) expect(readCheckAnswer(text), text).toBe('no');
  for (const text of ['No, I buy it at the station, not near the office.', "That's not right: I never said price."])
    expect(readCheckAnswer(text), text).toBe('correction');
});
