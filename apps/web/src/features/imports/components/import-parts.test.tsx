import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CsvSampleTable } from './csv-sample-table.tsx';
import { ImportProgressBar } from './import-progress-bar.tsx';

describe('import progress and sample', () => {
  it('announces the phase once and gives each poll’s figures to the bar only', () => {
    const view = render(<ImportProgressBar progress={{ phase: 'reading', done: 0, total: 0 }} />);
    expect(screen.getByRole('status').textContent).toBe('Importing: reading the file');
    view.rerender(<ImportProgressBar progress={{ phase: 'writing', done: 2000, total: 9000 }} />);
    const status = screen.getByRole('status').textContent;
    expect(status).toBe('Importing: writing the transactions');
    view.rerender(<ImportProgressBar progress={{ phase: 'writing', done: 4000, total: 9000 }} />);
    expect(screen.getByRole('status').textContent).toBe(status);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      `Writing ${(4000).toLocaleString()} of ${(9000).toLocaleString()} transactions`,
    );
  });

  it("names the sample's scrollable region", () => {
    render(
      <CsvSampleTable
        layout={{
          mapping: {} as never,
          source: 'detected',
          columns: ['Date'],
          sample: [['2026-03-01']],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: /First rows of the file/ });
    expect(region.getAttribute('tabindex')).toBe('0');
  });
});
