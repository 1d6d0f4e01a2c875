import { NativeSelect, Stack } from '@mantine/core';
import { memo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AnswerKeyField } from './AnswerKeyField';
import { BlockSettings } from './BlockSettings';
import { KIND_GROUPS, type BlockKind } from './blockKinds';
import { useBuilderScope, useTakenKeys } from './builderScope';
import { keyFromLabel, type BuilderValues } from './builderValues';
import { RuleEditor } from './RuleEditor';

const kindOptions = (without: readonly BlockKind[]) =>
  KIND_GROUPS.map(({ title, kinds }) => ({
    group: title,
    items: kinds
      .filter(({ kind }) => !without.includes(kind))
      .map(({ kind, name }) => ({ value: kind, label: name })),
  }));

/**
 * What a block is and asks: its kind, the settings of that kind, its answer key under
 * Advanced, and its rule. Redrawn when its own values change or it changes place.
 */
export const BlockBody = memo(function BlockBody({ index, uid }: { index: number; uid: string }) {
  const { register, control, getValues, setValue } = useFormContext<BuilderValues>();
  const takenKeys = useTakenKeys();
  const { withoutKinds } = useBuilderScope();
  const kind = useWatch({ control, name: `fields.${index}.kind` });
  const kindField = register(`fields.${index}.kind`, {
    onChange: (event: { target: { value: BlockKind } }) => {
      // Headings and text blocks take a prefixed key: a new block's key follows its new kind.
      if (!getValues(`fields.${index}.key_from_label`)) return;
      const taken = takenKeys(getValues('fields'), index);
      const next = keyFromLabel(event.target.value, getValues(`fields.${index}.label`), taken);
      setValue(`fields.${index}.name`, next);
    },
  });

  return (
    <Stack gap="sm">
      <NativeSelect label="Type" data={kindOptions(withoutKinds)} {...kindField} />
      <BlockSettings index={index} uid={uid} kind={kind} />
      <AnswerKeyField index={index} uid={uid} />
      <RuleEditor index={index} />
    </Stack>
  );
});
