import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListScreen } from '../../ui/ListScreen';
import { createFormPath } from './formPaths';
import { FormsList } from './FormsList';

/** /forms: the signed-in clinic user's own company's forms. */
export function FormsPage() {
  return (
    <ListScreen
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
    >
      <FormsList />
    </ListScreen>
  );
}
