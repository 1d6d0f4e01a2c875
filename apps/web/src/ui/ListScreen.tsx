import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './PageHeader';

/** A list screen: the page's header, then the list on its bordered sheet. */
export function ListScreen({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <>
      <PageHeader {...header} />
      <Paper withBorder p="md">
        {children}
      </Paper>
    </>
  );
}
