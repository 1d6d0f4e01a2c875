import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> & {
  value: string;
  /** The text as typed. */
  onChange: (value: string) => void;
  /** Takes the row's free width, from 220 to 420 px (a list's one search box). */
  fill?: boolean;
};

/** A search box: the magnifier before the text, the text handed on as typed. */
export function SearchInput({ onChange, fill = false, ...props }: SearchInputProps) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...(fill && { style: { flex: 1 }, maw: 420, miw: 220 })}
      {...props}
    />
  );
}
