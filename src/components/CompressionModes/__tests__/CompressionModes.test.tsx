import {render, screen, within} from '@testing-library/react';
import CompressionModes from '..';
import {compressionModes} from '@site/src/data/compression';

it('is a table named by its caption, with column and row headers, each mode’s facts in its row', () => {
  render(<CompressionModes />);
  const table = screen.getByRole('table', {name: 'The three compression modes compared'});
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Mode', 'Stored size', 'What it keeps', 'Best for']);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(compressionModes.map((mode) => mode.name));
  for (const mode of compressionModes) {
    const row = screen.getByRole('row', {name: new RegExp(`^${mode.name}`)});
    for (const text of [mode.size, mode.keeps, mode.bestFor]) {
      expect(row.textContent).toContain(text);
    }
  }
});
