import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable } from './DataTable';
import { ServerList } from './ServerList';
import { SEARCH_DELAY_MS, useServerList, type ListSpec } from './useServerList';
import type { TableColumn } from './tableColumn';

configure({ asyncUtilTimeout: 4000 });

interface Pet {
  id: number;
  name: string;
}
const column = createColumnHelper<Pet>();
const COLUMNS: TableColumn<Pet>[] = [
  column.accessor('name', { header: 'Name' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button type="button">{`Send ${row.original.name}`}</button>,
  }),
];
const PAGE_SIZE = 2;

type Fetch = (page: number, search: string) => Promise<{ pets: Pet[]; total: number }>;

const PETS: ListSpec = {
  pageSize: PAGE_SIZE,
  noun: ['pet', 'pets'],
  searchPlaceholder: 'Name',
};

/** A list screen made of the frame alone, over a server the test plays. */
function Pets({ fetchPets }: { fetchPets: Fetch }) {
  const list = useServerList(PETS);
  const pets = useQuery({
    queryKey: ['pets', list.page, list.query],
    queryFn: () => fetchPets(list.page, list.query),
  });
  return (
    <ServerList list={list} query={pets}>
      <DataTable
        label="Pets"
        columns={COLUMNS}
        rows={pets.data?.pets}
        isLoading={pets.isPending}
        emptyText={list.query ? 'No pets match your search.' : 'No pets yet.'}
        getRowId={(pet) => String(pet.id)}
        actionColumn="actions"
      />
    </ServerList>
  );
}

const ALL: Pet[] = [
  { id: 1, name: 'Ace' },
  { id: 2, name: 'Bo' },
  { id: 3, name: 'Cy' },
];

/** A server that pages and searches ALL by name. */
function fakeServer() {
  return vi.fn<Fetch>((page, search) => {
    const found = ALL.filter((pet) => pet.name.toLowerCase().includes(search.toLowerCase()));
    const start = (page - 1) * PAGE_SIZE;
    return Promise.resolve({ pets: found.slice(start, start + PAGE_SIZE), total: found.length });
  });
}

describe('ServerList', { timeout: 20_000 }, () => {
  it('shows skeleton rows, then the first page, its count and named row actions', async () => {
    renderWithProviders(<Pets fetchPets={fakeServer()} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    const table = await screen.findByRole('table', { name: 'Pets' });
    expect(await within(table).findByText('Ace')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Send Bo' })).toBeInTheDocument();
    // The count is a status region, read out when a search changes it.
    expect(screen.getByRole('status')).toHaveTextContent('3 pets');
    // Each cell names its column, for the card layout of narrow screens.
    expect(within(table).getByText('Ace').closest('td')).toHaveAttribute('data-label', 'Name');
  });

  it('asks the server for another page', async () => {
    const server = fakeServer();
    renderWithProviders(<Pets fetchPets={server} />);
    await screen.findByText('Ace');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Cy')).toBeInTheDocument();
    expect(screen.queryByText('Ace')).toBeNull();
    expect(server).toHaveBeenLastCalledWith(2, '');
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    const server = fakeServer();
    renderWithProviders(<Pets fetchPets={server} />);
    await screen.findByText('Ace');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Cy');
    server.mockClear();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search pets' }), 'zzz');
    expect(await screen.findByText('No pets match your search.')).toBeInTheDocument();
    // One request for the word, not one per key, and back on page 1.
    expect(server.mock.calls).toEqual([[1, 'zzz']]);
    expect(screen.getByRole('status')).toHaveTextContent('0 pets');
    expect(SEARCH_DELAY_MS).toBeGreaterThan(0);
  });

  it('says when the list is empty', async () => {
    renderWithProviders(<Pets fetchPets={() => Promise.resolve({ pets: [], total: 0 })} />);
    expect(await screen.findByText('No pets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the error with a retry that asks again', async () => {
    const server = vi
      .fn<Fetch>()
      .mockRejectedValueOnce(new Error('The server is down.'))
      .mockResolvedValue({ pets: ALL.slice(0, 2), total: 3 });
    renderWithProviders(<Pets fetchPets={server} />);
    expect(await screen.findByText('The pets could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The server is down.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ace')).toBeInTheDocument();
    await waitFor(() => expect(server).toHaveBeenCalledTimes(2));
  });
});
