import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { Cell, Row, Table } from './Table';

test('renders its column headings and rows in a frame that scrolls sideways', () => {
  const markup = renderToStaticMarkup(
    <Table columns={['Title', { label: 'Actions', align: 'right' }]} className="mt-6" empty={<p>Nothing yet</p>}>
      {['One', 'Two'].map((title) => (
        <tr key={title}>
          <td>{title}</td>
          <td />
        </tr>
      ))}
    </Table>,
  );
  expect(markup).toMatch(/^<div class="overflow-x-auto [^"]* mt-6"><table/);
  expect(markup).toContain('<th scope="col" class="px-4 py-3">Title</th><th scope="col" class="px-4 py-3 text-right">Actions</th>');
  expect(markup).toContain('<tbody class="divide-y divide-slate-100"><tr><td>One</td><td></td></tr><tr><td>Two</td><td></td></tr></tbody>');
  expect(markup).not.toContain('Nothing yet');
});

test('shows its empty state instead of the table when there are no rows', () => {
  const markup = renderToStaticMarkup(
    <Table columns={['Title']} empty={<p>Nothing yet</p>}>
      {[].map(() => null)}
    </Table>,
  );
  expect(markup).toBe('<p>Nothing yet</p>');
});

test('without an empty state, an empty table keeps its headings', () => {
  const markup = renderToStaticMarkup(
    <Table columns={['Name']} variant="plain">
      {[]}
    </Table>,
  );
  expect(markup).toContain('<th scope="col" class="py-2 pr-4 last:pr-0">Name</th>');
  expect(markup).toContain('<tbody class="divide-y divide-slate-100"></tbody>');
});

test('a stacked table turns rows into cards below lg: cells carry their column’s name, the headings stay for screen readers', () => {
  const markup = renderToStaticMarkup(
    <Table stacked columns={['Title', 'Status', { label: 'Actions', align: 'right' }]}>
      <Row>
        <Cell kind="title">One</Cell>
        <Cell label="Status">
          Draft <b>now</b>
        </Cell>
        <Cell kind="actions">Edit</Cell>
      </Row>
    </Table>,
  );
  expect(markup).toContain(
    '<thead class="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 max-lg:sr-only">',
  );
  expect(markup).toMatch(/<tr class="[^"]*max-lg:flex[^"]*max-lg:rounded-lg/);
  // The column's name is shown by CSS from data-label; the value is one element beside it.
  expect(markup).toMatch(
    /<td data-label="Status" class="[^"]*max-lg:before:content-\[attr\(data-label\)\][^"]*"><span>Draft <b>now<\/b><\/span><\/td>/,
  );
  expect(markup).not.toMatch(/<td data-label="[^"]*" class="[^"]*max-lg:min-w-0/);
});

test('outside a stacked table, rows and cells are plain', () => {
  const markup = renderToStaticMarkup(
    <Table columns={['Title']}>
      <Row className="align-top">
        <Cell label="Title" className="px-4">
          One
        </Cell>
      </Row>
    </Table>,
  );
  expect(markup).toContain('<tr class="align-top"><td class="px-4">One</td></tr>');
  expect(markup).not.toContain('max-lg:');
});
