import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { formMessages, formStatusLabel, type FormSummary } from '@paperless/core';
import {
  IconAdjustmentsHorizontal,
  IconCopy,
  IconEye,
  IconList,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, metaOf } from '../../ui/DataTable';
import type { TableColumn } from '../../ui/tableColumn';

/** What those who manage forms (manage_forms) may do with a row. */
export interface FormManageActions {
  onSend: (form: FormSummary) => void;
  /** The links sent for the form, with their state and Resend. */
  onShowLinks: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
  /** Where Customize (a template) and Edit (a clinic's version of one) lead. */
  customizePath: (form: FormSummary, mode: 'new' | 'edit') => string;
}

/**
 * A row's actions. Those the user may not take are left out, not disabled, so neither the
 * eye nor a screen reader meets them (a read-only list for staff without manage_forms).
 */
export interface FormRowActions {
  /** Where View leads: /view-form/{id}, with the company for provider staff. */
  viewPath?: ((form: FormSummary) => string) | undefined;
  manage?: FormManageActions | undefined;
}

export const titleOf = (form: Pick<FormSummary, 'title'>) => form.title || formMessages.untitled;

const column = createColumnHelper<FormSummary>();
const COLUMNS: TableColumn<FormSummary>[] = [
  column.display({ id: 'id', header: 'ID', cell: ({ row }) => row.original.id }),
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {titleOf(row.original)}
        </Text>
        {row.original.customized ? (
          <Badge size="xs" variant="light" color="blue" style={{ flexShrink: 0 }}>
            Customized
          </Badge>
        ) : (
          row.original.template_id !== null && (
            <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
              Template
            </Badge>
          )
        )}
      </Group>
    ),
  }),
  column.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => (
      <Text size="sm" lineClamp={2} maw={360}>
        {row.original.description || '—'}
      </Text>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge color={row.original.status === 1 ? 'teal' : 'gray'} variant="light">
        {formStatusLabel(row.original.status)}
      </Badge>
    ),
  }),
];
const ACTIONS_COLUMN: TableColumn<FormSummary> = column.display({
  id: 'actions',
  header: 'Actions',
  cell: ({ row, table }) => (
    <RowActions form={row.original} actions={metaOf<FormRowActions, FormSummary>(table)} />
  ),
});
const COLUMNS_WITH_ACTIONS = [...COLUMNS, ACTIONS_COLUMN];

function RowActions({ form, actions }: { form: FormSummary; actions: FormRowActions }) {
  const title = titleOf(form);
  const { viewPath, manage } = actions;
  return (
    <Group gap={4} wrap="nowrap">
      {manage && (
        <>
          <Tooltip label="Send Form">
            <ActionIcon
              variant="subtle"
              aria-label={`Send ${title}`}
              onClick={() => manage.onSend(form)}
            >
              <IconSend size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Sent links">
            <ActionIcon
              variant="subtle"
              aria-label={`Sent links of ${title}`}
              onClick={() => manage.onShowLinks(form)}
            >
              <IconList size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {viewPath && (
        <Tooltip label="View">
          <ActionIcon
            component={Link}
            to={viewPath(form)}
            variant="subtle"
            aria-label={`View ${title}`}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {manage && form.template_id !== null && <TemplateAction form={form} manage={manage} />}
      {manage && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${title}`}
            onClick={() => manage.onDelete(form)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * A template form is customized into the clinic's own version; that version is edited, or
 * copied into another version beside it (a second wording for another location, say).
 */
function TemplateAction({ form, manage }: { form: FormSummary; manage: FormManageActions }) {
  const link = (label: string, mode: 'new' | 'edit', Icon: typeof IconPencil) => (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={manage.customizePath(form, mode)}
        variant="subtle"
        aria-label={`${label} ${titleOf(form)}`}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  if (!form.customized) return link('Customize', 'new', IconAdjustmentsHorizontal);
  return (
    <>
      {link('Edit', 'edit', IconPencil)}
      {link('Copy', 'new', IconCopy)}
    </>
  );
}

interface FormsTableProps {
  forms: FormSummary[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: FormRowActions;
}

export function FormsTable({ forms, isLoading, emptyText, actions }: FormsTableProps) {
  // A list with no action at all for the user has no Actions column either.
  const withActions = actions.viewPath !== undefined || actions.manage !== undefined;
  return (
    <DataTable
      actionColumn="actions"
      label="Forms"
      columns={withActions ? COLUMNS_WITH_ACTIONS : COLUMNS}
      rows={forms}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(form) => String(form.id)}
      meta={actions}
    />
  );
}
