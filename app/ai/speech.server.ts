import { type CallContext, withCallPolicy } from './chat.server';
import { aiConfig } from './config.server';
import { AiError, AiNotConfigured } from './errors';

export type AudioInputEngine = 'whisper' | 'eleven-labs';
export type AudioFile = { bytes: Uint8Array; name: string; type: string };
type SpeechContext = Omit<CallContext, 'model'>;

/** Which speech features this installation can offer. */
export function speechStatus() {
  const config = aiConfig();
  return { whisper: config.whisper !== null, elevenLabs: config.elevenLabs !== null, textToSpeech: config.speech !== null };
}

async function failOnHttpError(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  throw Object.assign(new Error(`${response.status} ${body.slice(0, 500)}`), {
    status: response.status,
    headers: response.headers,
    error: body,
  });
}

/** Speech to text through whisper (OpenAI-compatible /audio/transcriptions) or ElevenLabs. */
export async function transcribe(engine: AudioInputEngine, file: AudioFile, ctx: SpeechContext & { language?: string }): Promise<string> {
  const config = aiConfig();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (engine === 'eleven-labs') {
    const eleven = config.elevenLabs;
    if (!eleven) throw new AiNotConfigured('ElevenLabs speech-to-text');
    form.set('model_id', eleven.model);
    return withCallPolicy(
      { ...ctx, model: 'eleven-labs' },
      { baseUrl: eleven.baseUrl, apiKey: eleven.apiKey, model: eleven.model },
      async (signal) => {
        const response = await failOnHttpError(
          await fetch(`${eleven.baseUrl}/v1/speech-to-text`, {
            method: 'POST',
            headers: { 'xi-api-key': eleven.apiKey },
            body: form,
            signal,
          }),
        );
        return { value: textFrom(await response.json()), tokensIn: 0, tokensOut: 0 };
      },
    );
  }
  const whisper = config.whisper;
  if (!whisper) throw new AiNotConfigured('Whisper speech-to-text');
  form.set('model', whisper.model);
  if (ctx.language) form.set('language', ctx.language);
  return withCallPolicy({ ...ctx, model: 'whisper' }, whisper, async (signal) => {
    const response = await failOnHttpError(
      await fetch(`${whisper.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${whisper.apiKey}` },
        body: form,
        signal,
      }),
    );
    return { value: textFrom(await response.json()), tokensIn: 0, tokensOut: 0 };
  });
}

/** Text to speech through an OpenAI-compatible /audio/speech; MP3 bytes. */
export async function synthesize(text: string, ctx: SpeechContext): Promise<Uint8Array> {
  const speech = aiConfig().speech;
  if (!speech) throw new AiNotConfigured('Text-to-speech');
  return withCallPolicy({ ...ctx, model: 'tts' }, speech, async (signal) => {
    const response = await failOnHttpError(
      await fetch(`${speech.baseUrl}/audio/speech`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${speech.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ model: speech.model, input: text, voice: speech.voice, response_format: 'mp3' }),
        signal,
      }),
    );
    return { value: new Uint8Array(await response.arrayBuffer()), tokensIn: Math.ceil(text.length / 4), tokensOut: 0 };
  });
}

function textFrom(json: unknown): string {
  const text = (json as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') throw new AiError('The transcription answer had no text', { kind: 'invalid' });
  return text.trim();
}
