import {render, screen, within} from '@testing-library/react';
import CompressionModes from '..';
import {compressionModes} from '@site/src/data/compression';

it('is a table named by its caption, with column and row headers, each mode’s facts in its row', () => {
  render(<CompressionModes />);
  const table = screen.getByRole('table', {name: 'The three compression modes compared'});
  const texts = (role: string) =>
    within(table)
      .getAllByRole(role)
      .map((cell) => cell.textContent);
  expect(texts('columnheader')).toEqual(['Mode', 'Stored size', 'What it keeps', 'Best for']);
  expect(texts('rowheader')).toEqual(compressionModes.map((mode) => mode.name));
  for (const mode of compressionModes) {
    const row = screen.getByRole('row', {name: new RegExp(`^${mode.name}`)});
    for (const text of [mode.size, mode.keeps, mode.bestFor])
      expect(row.textContent).toContain(text);
  }
});
