import { expect, test } from 'vitest';

import { downloadedMessage } from './DownloadAllDocx';

test('the download message counts AI respondents apart when there are some', () => {
  expect(downloadedMessage(155, 0)).toBe('Successfully downloaded 155 interviews!');
  expect(downloadedMessage(155, 105)).toBe('Successfully downloaded 155 interviews (50 participants · 105 AI respondents)!');
  expect(downloadedMessage(2, 1)).toBe('Successfully downloaded 2 interviews (1 participant · 1 AI respondent)!');
});
