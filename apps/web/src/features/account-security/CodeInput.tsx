import { TextInput, type TextInputProps } from '@mantine/core';

type CodeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (code: string) => void;
};

/** An authenticator app's code: the digits keyboard, and the phone's one-time-code autofill. */
export function CodeInput({ onChange, ...props }: CodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
