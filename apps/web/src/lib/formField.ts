import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * An input's registration with its message under it, for a Mantine input:
 * `const field = fieldProps(register, formState.errors)`, then `<TextInput {...field('email')} />`.
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}
