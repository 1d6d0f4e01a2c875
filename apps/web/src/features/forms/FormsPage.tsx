import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { createFormPath } from './formPaths';
import { FormsList } from './FormsList';

/** /forms: the signed-in clinic user's own company's forms. */
export function FormsPage() {
  return (
    <>
      <PageHeader
        title="Forms"
        actions={
          <Button
            component={Link}
            to={createFormPath()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create Form
          </Button>
        }
      />
      <Paper withBorder p="md">
        <FormsList />
      </Paper>
    </>
  );
}
