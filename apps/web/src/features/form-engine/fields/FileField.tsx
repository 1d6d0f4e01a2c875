import { FileUploadField } from '../FileUploadField';
import type { FieldProps } from './types';

/**
 * A template's photo or file (Insurance Information's card photos and photo ID): the same
 * upload question a clinic's own forms use, sent to the patient's link as soon as it is chosen.
 */
export function FileField({ field, value, onChange, error, readOnly }: FieldProps) {
  return (
    <FileUploadField
      common={{
        label: field.label,
        name: field.name,
        description: undefined,
        error,
        withAsterisk: field.is_required === 1,
      }}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
    />
  );
}
