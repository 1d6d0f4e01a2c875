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
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable, metaOf } from '../../ui/DataTable';

export interface FormRowActions {
  onSend: (form: FormSummary) => void;
  /** The links sent for the form, with their state and Resend. */
  onShowLinks: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
  /** Where View leads: /view-form/{id}, with the company for provider staff. */
  viewPath: (form: FormSummary) => string;
  /** Where Customize (a template) and Edit (a clinic's version of one) lead. */
  customizePath: (form: FormSummary, mode: 'new' | 'edit') => string;
}

export const titleOf = (form: Pick<FormSummary, 'title'>) => form.title || formMessages.untitled;

const column = createColumnHelper<FormSummary>();
const COLUMNS: ColumnDef<FormSummary, unknown>[] = [
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
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => (
      <RowActions form={row.original} actions={metaOf<FormRowActions, FormSummary>(table)} />
    ),
  }),
];

function RowActions({ form, actions }: { form: FormSummary; actions: FormRowActions }) {
  const title = titleOf(form);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Send Form">
        <ActionIcon
          variant="subtle"
          aria-label={`Send ${title}`}
          onClick={() => actions.onSend(form)}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Sent links">
        <ActionIcon
          variant="subtle"
          aria-label={`Sent links of ${title}`}
          onClick={() => actions.onShowLinks(form)}
        >
          <IconList size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="View">
        <ActionIcon
          component={Link}
          to={actions.viewPath(form)}
          variant="subtle"
          aria-label={`View ${title}`}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {form.template_id !== null && <TemplateAction form={form} actions={actions} />}
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${title}`}
          onClick={() => actions.onDelete(form)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * A template form is customized into the clinic's own version; that version is edited, or
 * copied into another version beside it (a second wording for another location, say).
 */
function TemplateAction({ form, actions }: { form: FormSummary; actions: FormRowActions }) {
  const link = (label: string, mode: 'new' | 'edit', Icon: typeof IconPencil) => (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={actions.customizePath(form, mode)}
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
  return (
    <DataTable
      label="Forms"
      columns={COLUMNS}
      rows={forms}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(form) => String(form.id)}
      meta={actions}
    />
  );
}
