import { Group, Radio } from '@mantine/core';

/** What every question's Mantine input takes: label, name, help line, error, required mark. */
export interface QuestionProps {
  label: string;
  name: string;
  description: string | undefined;
  error: string | undefined;
  withAsterisk: boolean;
}

interface RadioChoiceProps {
  common: QuestionProps;
  options: readonly string[];
  /** The option chosen, '' for none. */
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  /** Two big targets side by side (yes/no), easy to hit with a thumb. */
  large?: boolean;
}

// The label carries the padding, so the whole row (circle and word) answers a tap of ~44 px.
const LARGE_RADIO_STYLES = {
  body: { alignItems: 'center' },
  label: { paddingBlock: 10, paddingInlineEnd: 12, cursor: 'pointer' },
} as const;

/** One answer from a short list, as a radio group named by the question (and described by its help). */
export function RadioChoice({
  common,
  options,
  value,
  onChange,
  readOnly,
  large,
}: RadioChoiceProps) {
  return (
    <Radio.Group {...common} value={value || null} onChange={(next) => !readOnly && onChange(next)}>
      <Group gap={large ? 'lg' : 'md'} mt={large ? 0 : 6} wrap="wrap">
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            label={option}
            disabled={readOnly}
            size={large ? 'md' : 'sm'}
            styles={large ? LARGE_RADIO_STYLES : undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
