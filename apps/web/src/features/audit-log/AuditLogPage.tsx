import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';
import { ListScreen } from '../../ui/ListScreen';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';
import { useSession } from '../../lib/session';
import {
  AUDIT_PAGE_SIZE,
  downloadAuditCsv,
  NO_FILTERS,
  useAuditLogPage,
  type AuditFilters,
} from './auditLogApi';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogTable } from './AuditLogTable';

const AUDIT_LOG: ListSpec = {
  pageSize: AUDIT_PAGE_SIZE,
  noun: ['entry', 'entries'],
  withSearch: false,
  errorTitle: 'The audit log could not be loaded',
};

/**
 * Who did what, when and from where (issue 7). Provider staff see every company and filter by
 * one; a clinic owner sees their own clinic's log, which the server enforces.
 */
export function AuditLogPage() {
  const session = useSession();
  const isProvider = session?.user.company_id === null;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  // No search box of its own: the filters hold the search; the frame keeps the page.
  const list = useServerList(AUDIT_LOG);
  const { setPage } = list;
  const log = useAuditLogPage(list.page, filters);
  const exportCsv = useMutation({
    mutationFn: () => downloadAuditCsv(filters),
    onError: (error) => notifyError(errorMessage(error)),
  });

  const changeFilters = useCallback(
    (change: Partial<AuditFilters>) => {
      setFilters((current) => {
        const next = { ...current, ...change };
        const same = (Object.keys(next) as (keyof AuditFilters)[]).every(
          (key) => next[key] === current[key],
        );
        return same ? current : next;
      });
      setPage(1);
    },
    [setPage],
  );

  const filtered = Object.values(filters).some((v) => v !== '');
  const total = log.data?.total ?? 0;

  return (
    <ListScreen
      title="Audit Log"
      description={
        // gray.7, not the header's dimmed grey: dimmed fails the contrast check on white.
        <Text span inherit c="gray.7">
          {isProvider
            ? 'Every sign-in, change and read of patient data, with who did it, when and from where. Entries can never be changed or removed.'
            : "Every sign-in, change and read of your clinic's data, with who did it, when and from where. Entries can never be changed or removed."}
        </Text>
      }
      actions={
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          variant="light"
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          Export CSV
        </Button>
      }
    >
      <ServerList
        list={list}
        query={log}
        filters={<AuditLogFilters showCompany={isProvider} onChange={changeFilters} />}
        cappedNote={`More than ${total.toLocaleString('en-US')} entries match: only the newest are paged here. Narrow the filters, or export CSV for up to 100,000.`}
      >
        <AuditLogTable
          rows={log.data?.data}
          isLoading={log.isPending}
          emptyText={filtered ? 'No entries match these filters.' : 'No entries yet.'}
        />
      </ServerList>
    </ListScreen>
  );
}
