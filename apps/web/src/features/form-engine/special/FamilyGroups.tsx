import { formRowTexts as r } from '@paperless/core';
import { Fieldset, Group, Radio, TextInput } from '@mantine/core';
import { textOf, type FieldProps } from '../fields/types';
import { useT } from '../../patient-language';

type SubValues = Record<string, unknown>;

const groupOf = (value: unknown): SubValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SubValues) : {};

const grow = { flex: '1 1 140px' };

/**
 * Father or mother: living or deceased. Living enables the age; deceased enables the age at
 * death and the cause. The other answers are kept, only disabled, in case of a wrong tap.
 */
export function ParentGroup({ field, value, onChange, readOnly }: FieldProps) {
  const parent = groupOf(value);
  const living = parent.living !== false;
  const set = (patch: SubValues) => onChange({ ...parent, ...patch });
  const who = field.label;
  const t = useT();
  return (
    <Fieldset legend={who} variant="unstyled">
      <Radio.Group
        label={t(r.relativeIs, { relative: who })}
        value={living ? 'living' : 'deceased'}
        onChange={(v) => set({ living: v === 'living' })}
      >
        <Group gap="md" mt={6}>
          <Radio value="living" label={t(r.living)} disabled={readOnly} />
          <Radio value="deceased" label={t(r.deceased)} disabled={readOnly} />
        </Group>
      </Radio.Group>
      <Group gap="sm" mt="sm" wrap="wrap" align="flex-start">
        {[
          { key: 'age', label: r.relativeAge, enabled: living, numeric: true },
          { key: 'deceased_age', label: r.relativeAgeAtDeath, enabled: !living, numeric: true },
          { key: 'cause', label: r.relativeCauseOfDeath, enabled: !living, numeric: false },
        ].map((input) => (
          <TextInput
            key={input.key}
            label={t(input.label, { relative: who })}
            inputMode={input.numeric ? 'numeric' : undefined}
            value={textOf(parent[input.key])}
            disabled={!input.enabled}
            readOnly={readOnly}
            onChange={(e) => set({ [input.key]: e.currentTarget.value })}
            style={grow}
          />
        ))}
      </Group>
    </Fieldset>
  );
}

export function SiblingsGroup({ field, value, onChange, readOnly }: FieldProps) {
  const siblings = groupOf(value);
  const t = useT();
  const inputs = [
    { key: 'living_count', label: r.livingSiblings, numeric: true },
    { key: 'deceased_count', label: r.deceasedSiblings, numeric: true },
    { key: 'cause', label: r.siblingsCauseOfDeath, numeric: false },
  ];
  return (
    <Fieldset legend={field.label} variant="unstyled">
      <Group gap="sm" wrap="wrap" align="flex-start">
        {inputs.map((input) => (
          <TextInput
            key={input.key}
            label={t(input.label)}
            inputMode={input.numeric ? 'numeric' : undefined}
            value={textOf(siblings[input.key])}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...siblings, [input.key]: e.currentTarget.value })}
            style={grow}
          />
        ))}
      </Group>
    </Fieldset>
  );
}
