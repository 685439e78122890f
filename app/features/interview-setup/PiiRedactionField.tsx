import type { ModelOption } from '~/ai/models';
import { BUILTIN_MODEL } from '~/ai/models';
import type { PiiRedaction } from '~/ai/privacy/redaction-choices';
import { FieldError } from '~/components/ui/Field';

const CHOICES: { value: PiiRedaction; label: string; hint: string }[] = [
  {
    value: 'off',
    label: 'Off',
    hint: 'Respondents’ words go to the interview’s AI model and into exports as they wrote them.',
  },
  {
    value: 'before-ai',
    label: 'Before any AI model',
    hint: 'Names, e-mail addresses, phone, card, bank and id numbers, street addresses and dates of birth are replaced by placeholders such as [NAME 1] before text goes to an external model; its replies show the originals again. The built-in engine reads the originals: nothing leaves this server.',
  },
  {
    value: 'everywhere',
    label: 'Everywhere',
    hint: 'As before any AI model, and Word, Excel, CSV and REFI-QDA exports use the placeholders too. You still see the originals in transcripts.',
  },
];

/**
 * De-identification of respondents' personal data (radio buttons: they post without JavaScript). `value` is the
 * setting that applies now, the server's default when the owner has not chosen.
 */
export function PiiRedactionField({ value, models, error }: { value: PiiRedaction; models: ModelOption[]; error?: string }) {
  const modelConfigured = models.some((model) => model.live && model.name !== BUILTIN_MODEL);
  return (
    <fieldset aria-describedby="piiRedaction-hint">
      <legend className="text-sm font-medium text-slate-700">De-identification</legend>
      <p id="piiRedaction-hint" className="mt-1 text-sm text-slate-500">
        {modelConfigured
          ? 'The default is Before any AI model.'
          : 'No external model is configured on this server, so nothing leaves it; the default is Off until one is, then Before any AI model.'}
      </p>
      <div className="mt-2 grid gap-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="piiRedaction"
              value={choice.value}
              defaultChecked={value === choice.value}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="font-medium text-slate-800">{choice.label}</span>
              <span className="mt-0.5 block text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="piiRedaction-error" message={error} />
    </fieldset>
  );
}
