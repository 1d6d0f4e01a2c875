import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors, errorMessage } from '../lib/formErrors';
import { notifyError, notifySuccess } from './notify';

/**
 * A form's refusal: the server's messages under the inputs they name, or else its reason as an
 * error notice.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!applyFieldErrors(error, setError, fields)) notifyError(errorMessage(error));
}

type FormSaveOptions<T extends FieldValues, R> = {
  setError: UseFormSetError<T>;
  /** The inputs a refusal may name. */
  fields: readonly Path<T>[];
  /** After the notice: close the dialog, go on with the answer. */
  onSaved: (answer: R) => void;
} & (R extends { message: string }
  ? /** The success notice; without it, the server's own message. */ { notice?: string }
  : { notice: string });

/**
 * A form's save as a mutation's callbacks (`save.mutate(body, formSave({...}))`): a success
 * notice and then onSaved, or the refusal shown by showFormError.
 */
export function formSave<T extends FieldValues, R>(options: FormSaveOptions<T, R>) {
  const { setError, fields, onSaved } = options;
  const notice: string | undefined = options.notice;
  return {
    onSuccess: (answer: R) => {
      // The options' type asks for a notice wherever the answer carries no message.
      notifySuccess(notice ?? (answer as { message: string }).message);
      onSaved(answer);
    },
    onError: (error: unknown) => showFormError(error, setError, fields),
  };
}

/**
 * The same around a call the submit handler awaits, so the form counts as submitting until the
 * answer is in (formState.isSubmitting). It never throws: a failure is shown, not passed on.
 */
export async function saveForm<T extends FieldValues, R>(
  call: () => Promise<R>,
  options: FormSaveOptions<T, R>,
): Promise<void> {
  const { onSuccess, onError } = formSave(options);
  try {
    onSuccess(await call());
  } catch (error) {
    onError(error);
  }
}
