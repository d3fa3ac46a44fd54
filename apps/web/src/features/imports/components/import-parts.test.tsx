import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { CsvSampleTable } from './csv-sample-table.tsx';
import { ImportProgressBar } from './import-progress-bar.tsx';
import { ImportWarnings } from './import-warnings.tsx';

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

  describe('a file that ends early', () => {
    afterEach(() => setLanguage('en'));
    const warnings = [{ code: 'endsEarly' as const, missing: ['</STMTTRNRS>', '</OFX>'] }];

    it('names what the file lacks, in English and Polish', async () => {
      const view = render(<ImportWarnings warnings={warnings} />);
      expect(screen.getByRole('heading', { name: 'The file ends early' })).toBeTruthy();
      expect(screen.getByTestId('import-warning').textContent).toContain(
        'It stops before its closing parts </STMTTRNRS> </OFX>.',
      );
      await setLanguage('pl');
      view.rerender(<ImportWarnings warnings={warnings} />);
      expect(screen.getByRole('heading', { name: 'Plik kończy się przedwcześnie' })).toBeTruthy();
      expect(screen.getByTestId('import-warning').textContent).toContain(
        'Urywa się przed swoimi elementami końcowymi </STMTTRNRS> </OFX>.',
      );
    });

    it('shows nothing for a whole file', () => {
      const { container } = render(<ImportWarnings warnings={[]} />);
      expect(container.textContent).toBe('');
    });
  });

  it("names whose balances a Splitwise file's readable rows leave other than it states", async () => {
    const warnings = [
      {
        code: 'balancesDiffer' as const,
        missing: [],
        balances: [{ name: 'Celina', currency: 0, file: -93.34, rows: -63.34 }],
      },
    ];
    const view = render(<ImportWarnings warnings={warnings} />);
    expect(
      screen.getByRole('heading', { name: "The balances will not be the file's" }),
    ).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(
      `Celina: ${formatMoney(-63.34, 0)} from the rows, ${formatMoney(-93.34, 0)} in the file`,
    );
    await setLanguage('pl');
    view.rerender(<ImportWarnings warnings={warnings} />);
    expect(screen.getByRole('listitem').textContent).toBe(
      `Celina: ${formatMoney(-63.34, 0)} z wierszy, ${formatMoney(-93.34, 0)} w pliku`,
    );
    await setLanguage('en');
  });
});
