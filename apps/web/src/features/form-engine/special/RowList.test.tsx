import { LIST_MAX_ROWS, listMessages } from '@paperless/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RowList } from './RowList';

function rowList(rows: string[]) {
  renderWithProviders(
    <RowList<string>
      legend="Medical Conditions"
      rows={rows}
      onChange={() => undefined}
      emptyRow={() => ''}
      buttons={{ add: 'Add condition', remove: 'Remove condition {n}' }}
      renderRow={(row) => <span>{row}</span>}
    />,
  );
}

describe('RowList', () => {
  it('adds rows up to the most a list may hold, then says so instead', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Condition ${i}`);
    rowList(rows(LIST_MAX_ROWS - 1));
    expect(screen.getByRole('button', { name: 'Add condition' })).toBeInTheDocument();
    expect(screen.queryByText(listMessages.tooMany)).not.toBeInTheDocument();
  });

  it(`offers no Add at ${LIST_MAX_ROWS} rows, and says why`, () => {
    rowList(Array.from({ length: LIST_MAX_ROWS }, (_, i) => `Condition ${i}`));
    expect(screen.queryByRole('button', { name: 'Add condition' })).not.toBeInTheDocument();
    expect(screen.getByText(listMessages.tooMany)).toBeInTheDocument();
  });
});
