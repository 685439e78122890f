import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { RespondentsWords } from '../ui/RespondentsWords';
import { foldTopics, OtherPoints, TOPICS_SHOWN } from './OtherPoints';

const topic = (name: string, dialogCount: number) => ({ name, dialogCount });

describe('a screenful of topics', () => {
  test('lists the shared topics up to a screenful; the rest and every point of one respondent are other points', () => {
    const shared = Array.from({ length: 11 }, (_, i) => topic(`shared ${i}`, 11 - i + 1));
    const single = [topic('alone a', 1), topic('alone b', 1)];
    const { listed, other } = foldTopics([...shared, ...single]);
    expect(listed.map((t) => t.name)).toEqual(shared.slice(0, TOPICS_SHOWN).map((t) => t.name));
    expect(other.map((t) => t.name)).toEqual([...shared.slice(TOPICS_SHOWN), ...single].map((t) => t.name));
    // When nothing is shared, points of one respondent are what there is: listed when asked to.
    expect(foldTopics(single, 10, true)).toEqual({ listed: single, other: [] });
    expect(foldTopics(single)).toEqual({ listed: [], other: single });
  });

  test('"Other points (N)" is a disclosure that works without JavaScript, and nothing when there are none', () => {
    const html = renderToStaticMarkup(
      <OtherPoints count={2}>
        <p>inside</p>
      </OtherPoints>,
    );
    expect(html).toMatch(/^<details[^>]*><summary[^>]*>Other points \(2\)<\/summary>.*inside.*<\/details>$/);
    expect(renderToStaticMarkup(<OtherPoints count={0}>x</OtherPoints>)).toBe('');
  });

  test('a name that is a respondent’s clause keeps its one pair of quotation marks; a phrase gets one', () => {
    const shown = (text: string) => renderToStaticMarkup(<RespondentsWords text={text} isTheirs />).replace(/<[^>]+>/g, '');
    expect(shown('“I sat on hold for forty minutes”')).toBe('In respondents’ words: “I sat on hold for forty minutes”');
    expect(shown('Waiting room')).toBe('In respondents’ words: “Waiting room”');
  });
});
