import { useFetcher } from '@remix-run/react';
import { useId, useRef } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { useHydrated } from '~/lib/use-hydrated';

type Block = { id: string; title: string; description: string; isActive: boolean; isDefault: boolean };

/**
 * The 'Analysis Settings' dialog: the coding blocks (questions) the analysis codes, in order. Each block saves itself
 * when a field is left or the switch changes; without JavaScript each has a Save button.
 */
export function AnalysisSettings({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        The coding blocks are the questions the analysis codes every dialog for. Changes are saved as you go.
      </p>
      {blocks.length === 0 && <p className="text-sm text-slate-600">No coding blocks yet: add one below.</p>}
      <ol className="space-y-3">
        {blocks.map((block, index) => (
          <li key={block.id}>
            <BlockEditor block={block} first={index === 0} last={index === blocks.length - 1} number={index + 1} />
          </li>
        ))}
      </ol>
      <AddBlock />
    </div>
  );
}

function BlockEditor({ block, first, last, number }: { block: Block; first: boolean; last: boolean; number: number }) {
  const hydrated = useHydrated();
  const save = useFetcher<{ ok?: boolean; error?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const autosave = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    if (!String(data.get('title') ?? '').trim()) return;
    data.set('intent', 'coding-block-update');
    data.set('js', '1');
    save.submit(data, { method: 'post' });
  };
  const status = save.state !== 'idle' ? 'Saving...' : save.data?.error ? save.data.error : save.data?.ok ? 'Saved' : '';
  return (
    <div className="rounded-md p-3 ring-1 ring-slate-200">
      <save.Form ref={form} method="post" preventScrollReset className="space-y-2">
        <input type="hidden" name="blockId" value={block.id} />
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={`${ids}-title`} className="text-sm font-medium text-slate-700">
            Block {number} title
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox name="active" defaultChecked={block.isActive} onChange={autosave} />
            Active
          </label>
        </div>
        <TextInput
          id={`${ids}-title`}
          name="title"
          required
          maxLength={200}
          defaultValue={block.title}
          onBlur={(event) => event.currentTarget.value !== block.title && autosave()}
        />
        <label htmlFor={`${ids}-description`} className="block text-sm font-medium text-slate-700">
          Description
        </label>
        <TextArea
          id={`${ids}-description`}
          name="description"
          rows={2}
          maxLength={2000}
          defaultValue={block.description}
          onBlur={(event) => event.currentTarget.value !== block.description && autosave()}
        />
        {!hydrated && (
          <button type="submit" name="intent" value="coding-block-update" className={buttonClass('secondary')}>
            Save
          </button>
        )}
      </save.Form>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <BlockAction
          blockId={block.id}
          intent="coding-block-move"
          direction="up"
          disabled={first}
          label="Move up"
          name={`Move block ${number} up`}
        />
        <BlockAction
          blockId={block.id}
          intent="coding-block-move"
          direction="down"
          disabled={last}
          label="Move down"
          name={`Move block ${number} down`}
        />
        <BlockAction blockId={block.id} intent="coding-block-delete" label="Delete" name={`Delete block ${number}`} danger />
        <span role="status" className={`ml-auto text-xs ${save.data?.error ? 'text-red-700' : 'text-slate-600'}`}>
          {status}
        </span>
      </div>
    </div>
  );
}

function BlockAction({
  blockId,
  intent,
  direction,
  disabled,
  label,
  name,
  danger,
}: {
  blockId: string;
  intent: string;
  direction?: 'up' | 'down';
  disabled?: boolean;
  label: string;
  name: string;
  danger?: boolean;
}) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (danger && !window.confirm('Delete this coding block? Its results in every report go with it.')) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="blockId" value={blockId} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <button
        type="submit"
        aria-label={name}
        disabled={disabled || fetcher.state !== 'idle'}
        className={buttonClass('ghost', `px-2 py-1 text-xs ${danger ? 'text-red-700' : ''}`)}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}

function AddBlock() {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const ids = useId();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      ref={form}
      method="post"
      preventScrollReset
      className="space-y-2 rounded-md bg-slate-50 p-3"
      onSubmit={() => setTimeout(() => form.current?.reset(), 0)}
    >
      <input type="hidden" name="intent" value="coding-block-add" />
      <h3 className="text-sm font-semibold text-slate-900">Add a coding block</h3>
      <label htmlFor={`${ids}-title`} className="block text-sm font-medium text-slate-700">
        Title
      </label>
      <TextInput id={`${ids}-title`} name="title" required maxLength={200} />
      <label htmlFor={`${ids}-description`} className="block text-sm font-medium text-slate-700">
        Description
      </label>
      <TextArea id={`${ids}-description`} name="description" rows={2} maxLength={2000} />
      {fetcher.data?.error && <FormError inline message={fetcher.data.error} />}
      <button type="submit" disabled={busy} className={buttonClass('secondary')}>
        {busy ? 'Adding...' : 'Add block'}
      </button>
    </fetcher.Form>
  );
}
