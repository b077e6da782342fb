import {render, screen} from '@testing-library/react';
import ScrollableTable from '..';

/** jsdom lays nothing out: give the box the widths a browser would measure. */
function layOut(scrollWidth: number, clientWidth: number): void {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderTable(caption?: string) {
  return render(
    <ScrollableTable>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th>Mode</th>
          <th>Size</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Lossless</td>
          <td>100%</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
}

beforeAll(() => {
  global.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});

describe('a Markdown table', () => {
  it.each([
    ['its headers', undefined, 'Table: Mode, Size'],
    ['its caption', 'Compression modes', 'Table: Compression modes'],
  ])('wider than its column is a region named after %s that Tab reaches', (_, caption, name) => {
    layOut(900, 300);
    renderTable(caption);
    const region = screen.getByRole('region', {name});
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(screen.getByRole('table'))).toBe(true);
  });

  it('that fits is no region and no tab stop', () => {
    layOut(300, 300);
    const {container} = renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
