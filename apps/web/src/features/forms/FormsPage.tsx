import { ListScreen } from '../../ui/ListScreen';
import { createFormPath } from './formPaths';
import { FormsList } from './FormsList';
import { AddButton } from '../../ui/AddButton';

/** /forms: the signed-in clinic user's own company's forms. */
export function FormsPage() {
  return (
    <ListScreen title="Forms" actions={<AddButton to={createFormPath()}>Create Form</AddButton>}>
      <FormsList />
    </ListScreen>
  );
}
