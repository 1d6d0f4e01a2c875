import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { CONDITION_LIMITS, type ConditionJoin } from '@paperless/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import type { BuilderCondition, BuilderRule, BuilderValues } from './builderValues';
import { blockLabelId, blockTextId } from './blockIds';
import { useBlocksOverview } from './blocksOverview';
import { focusSoon } from './focusSoon';
import { conditionOn, earlierQuestions, ruleTitle } from './ruleChoices';
import { isLiveRuleMessage, slotOf, type RuleSlot } from './ruleProblems';
import { RuleRow, ruleRowId } from './RuleRow';

const JOINS = [
  { value: 'all', label: 'all of these are true' },
  { value: 'any', label: 'any of these is true' },
];

/**
 * A block's rule (issue 17): "Show this question only when…" rows on questions above it. What
 * is wrong with a row shows under it as the form changes, e.g. after a reorder moved its
 * question below; a message the server or the schema gave shows there too.
 */
export function RuleEditor({ index }: { index: number }) {
  const { blocks, problems } = useBlocksOverview();
  const { setValue, formState } = useFormContext<BuilderValues>();
  const block = blocks[index];
  if (!block) return null;
  const rule = block.show_if;
  const earlier = earlierQuestions(blocks, index);
  const title = ruleTitle(block.kind);
  const checked = formState.errors.fields?.[index]?.show_if?.conditions;

  const update = (next: BuilderRule | null) =>
    setValue(`fields.${index}.show_if`, next, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const addRow = () => {
    const last = earlier.at(-1)?.block;
    if (!last) return;
    const conditions = [...(rule?.conditions ?? []), conditionOn(last)];
    update({ join: rule?.join ?? 'all', conditions });
    focusSoon(`${ruleRowId(block.uid, conditions.length - 1)}-question`);
  };

  if (!rule || rule.conditions.length === 0) {
    // Nothing is above the first block; a rule it got from a reorder still shows, with its
    // message, so it can be fixed or removed.
    if (index === 0) return null;
    return (
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEye size={16} aria-hidden />}
          disabled={earlier.length === 0}
          onClick={addRow}
        >
          {title}
        </Button>
        {earlier.length === 0 && (
          <Text size="xs" c="gray.7">
            A rule looks at questions above; add one there first.
          </Text>
        )}
      </Group>
    );
  }

  const messagesOf = (row: number) => {
    const found: Partial<Record<RuleSlot, string>> = {};
    const live = problems.find((p) => p.block === index && p.condition === row)?.message;
    if (live) found[slotOf(live)] = live;
    // A message the last check gave that the live check does not know (a server rule).
    const given = checked?.[row]?.target?.message;
    if (given && !isLiveRuleMessage(given) && !found.question) found.question = given;
    return found;
  };
  const setRow = (row: number, next: BuilderCondition) =>
    update({ ...rule, conditions: rule.conditions.map((c, i) => (i === row ? next : c)) });
  const removeRow = (row: number) => {
    const conditions = rule.conditions.filter((_, i) => i !== row);
    update(conditions.length > 0 ? { ...rule, conditions } : null);
    focusSoon(
      conditions.length > 0
        ? `${ruleRowId(block.uid, Math.max(0, row - 1))}-question`
        : blockLabelId(block.uid),
      blockTextId(block.uid),
    );
  };

  return (
    <Fieldset legend={title} p="sm">
      <Stack gap="xs">
        {rule.conditions.length > 1 && (
          <NativeSelect
            label="Show when"
            data={JOINS}
            value={rule.join}
            onChange={(e) => update({ ...rule, join: e.currentTarget.value as ConditionJoin })}
            maw={280}
          />
        )}
        {rule.conditions.map((condition, row) => (
          <RuleRow
            // Rows have no identity of their own; their place is it.
            key={row}
            blockUid={block.uid}
            blockIndex={index}
            row={row}
            condition={condition}
            blocks={blocks}
            earlier={earlier}
            messages={messagesOf(row)}
            onChange={(next) => setRow(row, next)}
            onRemove={() => removeRow(row)}
          />
        ))}
        {checked?.root?.message && (
          <Text size="sm" c="red.8" role="alert">
            {checked.root.message}
          </Text>
        )}
        {rule.conditions.length < CONDITION_LIMITS.conditions && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addRow}
            style={{ alignSelf: 'flex-start' }}
          >
            Add condition
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
