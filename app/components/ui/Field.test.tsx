import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { Field, Select, TextArea, TextInput } from './Field';

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

test('labels its control and describes it by its hint and its error, marking it invalid', () => {
  const markup = html(
    <Field id="kMessages" label="K messages" hint="Between 1 and 10." error="K messages must be a whole number from 1 to 10">
      <TextInput name="kMessages" type="number" />
    </Field>,
  );
  expect(markup).toContain('<label for="kMessages"');
  expect(markup).toMatch(
    /<input name="kMessages" type="number" id="kMessages" aria-describedby="kMessages-hint kMessages-error" aria-invalid="true"/,
  );
  expect(markup).toContain('<p id="kMessages-hint" class="mt-1 text-xs text-slate-500">Between 1 and 10.</p>');
  expect(markup).toContain(
    '<p id="kMessages-error" role="alert" class="mt-1 text-sm text-red-700">K messages must be a whole number from 1 to 10</p>',
  );
});

test('without an error the control is valid and described by its hint alone; without either, by nothing', () => {
  const withHint = html(
    <Field id="goal" label="Goal" hint="What you want to learn.">
      <TextArea name="goal" />
    </Field>,
  );
  expect(withHint).toMatch(/<textarea name="goal" id="goal" aria-describedby="goal-hint" aria-invalid="false"/);
  expect(withHint).not.toContain('role="alert"');

  const bare = html(
    <Field id="language" label="Language">
      <Select name="language">
        <option>English</option>
      </Select>
    </Field>,
  );
  expect(bare).not.toContain('aria-describedby');
  expect(bare).toContain('aria-invalid="false"');
});

test('makes up an id that ties the label to the control when none is given', () => {
  const markup = html(
    <Field label="Email">
      <TextInput name="email" />
    </Field>,
  );
  const id = /<label for="([^"]+)"/.exec(markup)?.[1];
  expect(id).toBeTruthy();
  expect(markup).toContain(`id="${id}"`);
});

test('what the caller passes wins over the field wiring', () => {
  const markup = html(
    <Field id="bio" label="Bio" error="Bio is required">
      <TextArea name="bio" aria-invalid={false} aria-describedby="elsewhere" />
    </Field>,
  );
  expect(markup).toContain('aria-describedby="elsewhere"');
  expect(markup).toContain('aria-invalid="false"');
});

test('a control outside a Field carries no wiring, and its variant sets its size', () => {
  const markup = html(<TextInput name="title" variant="compact" className="min-w-40" />);
  expect(markup).not.toMatch(/ (id|aria-invalid|aria-describedby)=/);
  expect(markup).toContain('px-2 py-1 min-w-40');
});
