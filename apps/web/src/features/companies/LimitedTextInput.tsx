import { TextInput, type TextInputProps } from '@mantine/core';
import { messages } from '@paperless/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface LimitedTextInputProps<T extends FieldValues, TOut extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange' | 'maxLength' | 'error'
> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The spec's length limit: the input stops there and says so. */
  max: number;
  /** Rewrites what is typed (e.g. the zip code keeps digits only). */
  clean?: (value: string) => string;
  /** false where a full field is the normal case (a 5-digit zip), so no limit text shows. */
  showLimit?: boolean;
}

/**
 * A text field of a react-hook-form form with the spec's length limit. At the limit the text
 * 'Maximum character length reached (N characters).' shows under the input (a hint, not an
 * error: the value is still valid), and a validation message takes its place when there is one.
 */
export function LimitedTextInput<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  max,
  clean,
  showLimit = true,
  ...props
}: LimitedTextInputProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const atLimit = showLimit && value.length >= max;
        return (
          <TextInput
            {...props}
            ref={field.ref}
            name={field.name}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              field.onChange(clean ? clean(typed) : typed);
            }}
            maxLength={max}
            error={fieldState.error?.message}
            description={!fieldState.error && atLimit ? messages.maxLength(max) : props.description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        );
      }}
    />
  );
}
