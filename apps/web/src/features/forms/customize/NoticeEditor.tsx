import { ActionIcon, Button, Group, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { CUSTOMIZATION_LIMITS, NOTICE_PLACEHOLDERS } from '@paperless/core';
import { IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import type { DraftErrors } from './customizeDraft';

interface NoticeEditorProps {
  paragraphs: readonly string[];
  /** True while the paragraphs are the template's own wording. */
  isTemplateWording: boolean;
  errors: DraftErrors;
  onChange: (paragraphs: string[]) => void;
  onReset: () => void;
}

const PLACEHOLDERS = Object.entries(NOTICE_PLACEHOLDERS).map(([name, { label }]) => ({
  token: `{${name}}`,
  label,
}));

/**
 * The notice patients read before they sign, one textarea per paragraph. The placeholder buttons
 * insert at the cursor of the paragraph last typed in (the first one before any).
 */
export function NoticeEditor(props: NoticeEditorProps) {
  const { paragraphs, errors, onChange } = props;
  const inputs = useRef<(HTMLTextAreaElement | null)[]>([]);
  const lastFocused = useRef(0);

  const focusSoon = (index: number, caret?: number) =>
    requestAnimationFrame(() => {
      const input = inputs.current[index];
      input?.focus();
      if (input && caret !== undefined) input.setSelectionRange(caret, caret);
    });

  const setParagraph = (index: number, text: string) =>
    onChange(paragraphs.map((p, i) => (i === index ? text : p)));

  const insert = (token: string) => {
    const index = Math.min(lastFocused.current, paragraphs.length - 1);
    const input = inputs.current[index];
    const text = paragraphs[index] ?? '';
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setParagraph(index, text.slice(0, start) + token + text.slice(end));
    focusSoon(index, start + token.length);
  };

  const add = () => {
    onChange([...paragraphs, '']);
    lastFocused.current = paragraphs.length;
    focusSoon(paragraphs.length);
  };

  const remove = (index: number) => {
    onChange(paragraphs.filter((_, i) => i !== index));
    focusSoon(Math.max(0, index - 1));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="customize-notice">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="customize-notice">
          Notice
        </Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRestore size={14} aria-hidden />}
          disabled={props.isTemplateWording}
          onClick={props.onReset}
        >
          Reset to the template&apos;s wording
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {props.isTemplateWording
          ? 'The template’s own wording. Edit any paragraph to make it yours.'
          : 'Your wording. An empty paragraph is left out.'}
      </Text>
      <Stack gap={6} aria-label="Placeholders" role="group">
        <Text size="sm">
          Placeholders are filled for each patient; click one to insert it at the cursor:
        </Text>
        <Group gap="xs" wrap="wrap">
          {PLACEHOLDERS.map(({ token, label }) => (
            <Group key={token} gap={4} wrap="nowrap">
              <Button
                variant="light"
                size="compact-xs"
                aria-label={`Insert ${token}, ${label}`}
                onClick={() => insert(token)}
              >
                {token}
              </Button>
              <Text size="xs" c="gray.7">
                {label}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
      {errors.notice && (
        <Text size="sm" c="red.8" role="alert">
          {errors.notice}
        </Text>
      )}
      {paragraphs.map((paragraph, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <Textarea
            ref={(el) => {
              inputs.current[index] = el;
            }}
            label={`Paragraph ${index + 1}`}
            value={paragraph}
            autosize
            minRows={2}
            maxRows={12}
            maxLength={CUSTOMIZATION_LIMITS.paragraph}
            error={errors[`notice.${index}`]}
            onFocus={() => {
              lastFocused.current = index;
            }}
            onChange={(event) => setParagraph(index, event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Tooltip label="Remove paragraph">
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={`Remove paragraph ${index + 1}`}
              disabled={paragraphs.length <= 1}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={paragraphs.length >= CUSTOMIZATION_LIMITS.paragraphs}
          onClick={add}
        >
          Add paragraph
        </Button>
      </Group>
    </Stack>
  );
}
