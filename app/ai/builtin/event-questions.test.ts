import { describe, expect, test } from 'vitest';

import { lastTimeQuestion } from './event-questions';
import { infoQuestion } from './info-questions';

// Before: every item below was asked "¿Cuándo fue la última vez que te pasó?" or "Wann war das bei Ihnen zuletzt?",
// which says nothing of what happened.
describe('the last time of the event a required-info item names, in Spanish and German', () => {
  test('Spanish: the preterite turned to the respondent, what follows the event left out', () => {
    expect(infoQuestion('Cuándo eligieron por última vez un dentista nuevo después de mudarse a otra ciudad', 'when', 'Spanish')).toBe(
      '¿Cuándo fue la última vez que elegiste un dentista nuevo?',
    );
    expect(infoQuestion('Adultos de 25 a 55 años que cambiaron de dentista en los últimos dos años', 'when', 'Spanish')).toBe(
      '¿Cuándo fue la última vez que cambiaste de dentista?',
    );
    expect(infoQuestion('Adultos que se dieron de baja de un gimnasio en los últimos 12 meses', 'when', 'Spanish')).toBe(
      '¿Cuándo fue la última vez que te diste de baja de un gimnasio?',
    );
    expect(lastTimeQuestion('Cuándo compró su último coche', 'Spanish')).toBe('¿Cuándo fue la última vez que compraste tu último coche?');
  });

  test('German: the participle and its object after "zuletzt", the time of the criterion left out', () => {
    expect(infoQuestion('Wann sie nach dem Umzug in eine neue Stadt zuletzt einen neuen Zahnarzt gewählt haben', 'when', 'German')).toBe(
      'Wann haben Sie zuletzt einen neuen Zahnarzt gewählt?',
    );
    expect(infoQuestion('Erwachsene von 25 bis 55, die in den letzten zwei Jahren den Zahnarzt gewechselt haben', 'when', 'German')).toBe(
      'Wann haben Sie zuletzt den Zahnarzt gewechselt?',
    );
    expect(infoQuestion('Erwachsene, die in den letzten 12 Monaten ein Fitnessstudio gekündigt haben', 'when', 'German')).toBe(
      'Wann haben Sie zuletzt ein Fitnessstudio gekündigt?',
    );
    expect(lastTimeQuestion('Mieter, die sich im letzten Jahr beim Vermieter über ihre Heizung beschwert haben', 'German')).toBe(
      'Wann haben Sie sich zuletzt beim Vermieter über Ihre Heizung beschwert?',
    );
  });

  test('an item whose event is not read keeps the plain question; other languages are unchanged', () => {
    expect(infoQuestion('Eltern von Kindern unter fünf, deren Kind im letzten Jahr in die Kita kam', 'when', 'German')).toBe(
      'Wann war das bei Ihnen zuletzt?',
    );
    expect(infoQuestion('Когда они в последний раз меняли стоматолога', 'when', 'Russian')).toBe('Когда это было у вас в последний раз?');
    expect(lastTimeQuestion('Quand ils ont changé de dentiste', 'French')).toBeNull();
  });
});
