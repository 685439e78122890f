import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Table } from './Table';

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
