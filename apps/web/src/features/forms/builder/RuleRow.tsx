import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { operatorsFor, type ConditionOperator } from '@paperless/core';
import { IconX } from '@tabler/icons-react';
import type { BuilderBlock, BuilderCondition } from './builderValues';
import {
  answerChoices,
  answersWanted,
  conditionOn,
  operatorWords,
  questionTitle,
  targetOf,
  withOperator,
} from './ruleChoices';
import type { RuleSlot } from './ruleProblems';

interface RuleRowProps {
  /** For ids and names: the block's uid and place, and the row's place (0-based). */
  blockUid: string;
  blockIndex: number;
  row: number;
  condition: BuilderCondition;
  blocks: readonly BuilderBlock[];
  /** The questions above the rule's block, as the picker lists them. */
  earlier: readonly { block: BuilderBlock; title: string }[];
  /** What is wrong with the row, under the control it concerns. */
  messages: Partial<Record<RuleSlot, string>>;
  onChange: (next: BuilderCondition) => void;
  onRemove: () => void;
}

export const ruleRowId = (blockUid: string, row: number) => `${blockUid}-rule-${row}`;

/** One condition of a rule: which earlier question, how it is checked, and against what answer. */
export function RuleRow(props: RuleRowProps) {
  const { condition, blocks, earlier, messages } = props;
  const n = props.row + 1;
  const targetIndex = blocks.findIndex((b) => b.uid === condition.target);
  const target = blocks[targetIndex];
  const listed = earlier.some(({ block }) => block.uid === condition.target);
  const questions = [
    { value: '', label: 'Choose a question…' },
    ...earlier.map(({ block, title }) => ({ value: block.uid, label: title })),
    // A question moved below (or made a heading) keeps showing, so staff see which one the
    // message under it is about.
    ...(target && !listed
      ? [
          {
            value: target.uid,
            label: `${questionTitle(target, targetIndex)} (${
              targetIndex >= props.blockIndex ? 'below' : 'not a question'
            })`,
          },
        ]
      : []),
  ];
  const operators: ConditionOperator[] = target ? [...operatorsFor(targetOf(target))] : [];
  if (!operators.includes(condition.op)) operators.push(condition.op);
  const id = ruleRowId(props.blockUid, props.row);

  return (
    <Paper withBorder p="xs" role="group" aria-label={`Condition ${n}`}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
          <NativeSelect
            id={`${id}-question`}
            label="Question"
            data={questions}
            value={target ? condition.target : ''}
            error={messages.question}
            onChange={(e) => {
              const next = blocks.find((b) => b.uid === e.currentTarget.value);
              props.onChange(next ? conditionOn(next) : { ...condition, target: '' });
            }}
          />
          <NativeSelect
            label="Condition"
            data={operators.map((op) => ({ value: op, label: operatorWords(op, target) }))}
            value={condition.op}
            disabled={!target}
            error={messages.operator}
            onChange={(e) =>
              props.onChange(
                withOperator(condition, e.currentTarget.value as ConditionOperator, target),
              )
            }
          />
          <AnswerPicker
            condition={condition}
            target={target}
            error={messages.answer}
            onChange={(values) => props.onChange({ ...condition, values })}
          />
        </SimpleGrid>
        <Tooltip label="Remove condition">
          <ActionIcon
            variant="subtle"
            color="red.9"
            mt={24}
            aria-label={`Remove condition ${n}`}
            onClick={props.onRemove}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

interface AnswerPickerProps {
  condition: BuilderCondition;
  target: BuilderBlock | undefined;
  error: string | undefined;
  onChange: (values: string[]) => void;
}

/** The answer a row looks for: picked from the question's options, or typed. */
function AnswerPicker({ condition, target, error, onChange }: AnswerPickerProps) {
  const wanted = answersWanted(condition.op, target);
  const choices = answerChoices(target);
  // Keeps the grid's three columns lined up when the row needs no answer.
  if (wanted === 'none' || !target) return <Box aria-hidden />;
  if (choices && choices.length === 0) {
    return (
      <Text size="sm" c={error ? 'red.8' : 'gray.7'} mt={24}>
        Add options to that question first.
      </Text>
    );
  }
  if (wanted === 'one') {
    return choices ? (
      <NativeSelect
        label="Answer"
        data={[{ value: '', label: 'Choose…' }, ...choices]}
        value={condition.values[0] ?? ''}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value ? [e.currentTarget.value] : [])}
      />
    ) : (
      <TextInput
        label="Answer"
        autoComplete="off"
        value={condition.values[0] ?? ''}
        error={error}
        onChange={(e) => onChange([e.currentTarget.value])}
      />
    );
  }
  // "is one of" and "includes" take a set: only offered by questions that list options.
  return (
    <Checkbox.Group label="Answers" value={condition.values} error={error} onChange={onChange}>
      <Stack gap={4} mt={4}>
        {(choices ?? []).map((choice) => (
          <Checkbox key={choice} value={choice} label={choice} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
