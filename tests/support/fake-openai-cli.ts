// The fake provider as a process, for the end-to-end suite: `tsx tests/support/fake-openai-cli.ts PORT LATENCY_MS`.
// It plays a plausible interviewer, persona and judge so pages that use a configured model can be driven.
import { FakeOpenAI } from './fake-openai';

const port = Number(process.argv[2] ?? 4311);
const latencyMs = Number(process.argv[3] ?? 200);
const fake = await FakeOpenAI.start({ port, latencyMs });
let turn = 0;
fake.onChat((body) => {
  const system = String(body.messages[0]?.content ?? '');
  const tool = body.tools?.[0]?.function.name;
  if (tool === 'score_candidates')
    return { toolCalls: [{ name: tool, arguments: { scores: [{ index: 0, score: 8, reason: 'Open and short' }] } }] };
  if (system.includes('You play a respondent'))
    return 'I usually buy my coffee at the small cafe next to the station because it is quick and friendly';
  turn += 1;
  return `Thank you. Could you tell me more about that, part ${turn}?`;
});
// What every recording "says" (ElevenLabs' /v1/speech-to-text and whisper's /v1/audio/transcriptions).
fake.onTranscription(() => 'I buy my coffee at the station');
console.log(`Fake OpenAI-compatible server on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
