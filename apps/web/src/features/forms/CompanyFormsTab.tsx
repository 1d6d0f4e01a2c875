import { createFormPath } from './formPaths';
import { FormsList } from './FormsList';
import { useFormsAccess } from './formsAccess';
import { AddButton } from '../../ui/AddButton';

/**
 * The company detail page's Forms tab: provider staff act on this company's forms, or see
 * them read-only without manage_forms.
 */
export function CompanyFormsTab({ companyId }: { companyId: number }) {
  const { manage } = useFormsAccess();
  return (
    <FormsList
      companyId={companyId}
      actions={manage && <AddButton to={createFormPath(companyId)}>Create Form</AddButton>}
    />
  );
}
