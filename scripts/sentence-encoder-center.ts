// Writes app/ai/builtin/sentence-encoder-center.ts: the mean of the offline sentence encoder's vectors over varied
// sentences. Universal Sentence Encoder vectors share a large common direction (two unrelated sentences score about
// 0.2), so most sign bits agree across sentences; quantising to bits after subtracting the mean keeps far more of
// the ranking. The model is fixed, so this is computed once: npx tsx scripts/sentence-encoder-center.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { encodeSentences, stopSentenceEncoder } from '~/ai/builtin/sentence-encoder.server';

const SENTENCES = [
  'I usually buy groceries on Saturday mornings.',
  'The train was delayed by forty minutes.',
  'My daughter started school this year.',
  'We would pay more for better quality.',
  'Honestly, I do not remember.',
  'Yes.',
  'No, never.',
  'Maybe, it depends on the day.',
  'The interface is clean but the menus are hidden.',
  'I cancelled because it got too expensive.',
  'Support solved my problem in minutes.',
  'I work night shifts at a warehouse.',
  'The weather here is cold most of the year.',
  'I prefer reading on paper.',
  'Our team uses spreadsheets for everything.',
  'The doctor explained the results clearly.',
  'I cook dinner for five people every day.',
  'The battery lasts two days.',
  'I found the app through a friend.',
  'Delivery was free but slow.',
  'I wish there was a dark mode.',
  'My grandmother cannot read the small print.',
  'We travel abroad twice a year.',
  'The gym is always crowded after work.',
  'I pay with my phone whenever I can.',
  'The instructions were only in English.',
  'It reminds me of my childhood.',
  'I compare prices on three websites before buying.',
  'The meeting could have been an email.',
  'I trust reviews from real customers.',
  'Parking costs more than the ticket.',
  'I stopped using it after the update.',
  'The staff were kind and patient.',
  'We need better tools for remote work.',
  'The noise from the street keeps me awake.',
  'I learned to code during the pandemic.',
  'The packaging was impossible to open.',
  'I listen to podcasts while running.',
  'My bank charges a fee for every transfer.',
  'Nothing, everything was fine.',
  'The form asked for too many details.',
  'I would recommend it to my colleagues.',
  'Prices went up twice this year.',
  'The hotel room was smaller than in the photos.',
  'I mostly watch series on weekends.',
  'The recipe was easy to follow.',
  'Our landlord never fixes anything.',
  'I feel safer using cash.',
  'The bus stop is too far away.',
  'My kids love the cartoons.',
  'The website crashed during checkout.',
  'I keep forgetting my password.',
  'It saves me an hour a day.',
  'The coffee tastes burnt.',
  'We moved to the countryside last spring.',
  'I volunteer at the animal shelter.',
  'The course was too theoretical.',
  'I get too many notifications.',
  'The refund took a month.',
  'I like that it works offline.',
];

const vectors = await encodeSentences(SENTENCES);
const center = new Array<number>(vectors[0]!.length).fill(0);
for (const vector of vectors) vector.forEach((value, i) => (center[i]! += value / vectors.length));
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../app/ai/builtin/sentence-encoder-center.ts');
const values = center.map((v) => Math.round(v * 1e4) / 1e4);
const rows = Array.from({ length: Math.ceil(values.length / 16) }, (_, i) => `  ${values.slice(i * 16, i * 16 + 16).join(', ')},`);
fs.writeFileSync(
  file,
  `// Written by scripts/sentence-encoder-center.ts: the mean of the offline sentence encoder's vectors over varied\n// sentences, subtracted before binary quantisation. A module, not JSON, so every loader (Vite, tsx, Node) reads it.\nexport const SENTENCE_ENCODER_CENTER: readonly number[] = [\n${rows.join('\n')}\n];\n`,
);
console.log(`wrote ${file} from ${SENTENCES.length} sentences`);
await stopSentenceEncoder();
