import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { createFormPath } from './formPaths';
import { FormsList } from './FormsList';
import { useFormsAccess } from './formsAccess';

/**
 * The company detail page's Forms tab: provider staff act on this company's forms, or see
 * them read-only without manage_forms.
 */
export function CompanyFormsTab({ companyId }: { companyId: number }) {
  const { manage } = useFormsAccess();
  return (
    <FormsList
      companyId={companyId}
      actions={
        manage && (
          <Button
            component={Link}
            to={createFormPath(companyId)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Create Form
          </Button>
        )
      }
    />
  );
}
