import {render, screen, within} from '@testing-library/react';
import CompressionModes from '..';
import {compressionModes, compressionTable} from '@site/src/data/compression';

it('is a table named by its caption, with column and row headers, each mode’s facts in its row', () => {
  render(<CompressionModes />);
  const table = screen.getByRole('table', {name: compressionTable.caption});
  const texts = (role: string) =>
    within(table)
      .getAllByRole(role)
      .map((cell) => cell.textContent);
  const {columns} = compressionTable;
  expect(texts('columnheader')).toEqual([
    columns.name,
    columns.size,
    columns.keeps,
    columns.bestFor,
  ]);
  expect(texts('rowheader')).toEqual(compressionModes.map((mode) => mode.name));
  for (const mode of compressionModes) {
    const row = screen.getByRole('row', {name: new RegExp(`^${mode.name}`)});
    for (const text of [mode.size, mode.keeps, mode.bestFor])
      expect(row.textContent).toContain(text);
  }
});
