import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { emptyBuilder } from './builder/builderValues';
import { FormBuilder } from './builder/FormBuilder';
import { companyIdFrom } from './formPaths';
import { useSaveForm } from './formsApi';

/** /create-form: a new custom form; ?company_id=N when staff build it for a client. */
export function CreateFormPage() {
  const [search] = useSearchParams();
  const companyId = companyIdFrom(search);
  const save = useSaveForm(undefined);
  return (
    <>
      <PageHeader title="Create Form" />
      <FormBuilder
        defaultValues={emptyBuilder()}
        {...(companyId === undefined ? {} : { companyId })}
        onSave={(body) => save.mutateAsync(body)}
        submitLabel="Save Form"
      />
    </>
  );
}
