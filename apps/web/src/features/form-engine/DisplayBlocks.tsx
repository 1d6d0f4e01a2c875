/**
 * The blocks of a clinic's form that ask nothing: a section heading and a text block. They
 * have no answer, so they take no value, error or change handler.
 */
import { Anchor, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { parseTextBlock, type InlinePart } from '@paperless/core';

/** A section's title (h3, under the form's h2 title) and the line of help under it. */
export function SectionHeading({ title, help }: { title: string; help?: string | undefined }) {
  return (
    <Stack gap={2} mt="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {help && (
        <Text size="sm" c="gray.7">
          {help}
        </Text>
      )}
    </Stack>
  );
}

/** A text block's body, drawn from its markup (core text-block.ts) as elements, never as HTML. */
export function TextBlock({ source }: { source: string }) {
  const parts = useMemo(() => parseTextBlock(source), [source]);
  if (parts.length === 0) return null;
  return (
    <Stack gap="xs">
      {/* The parts never reorder: their position is their identity. */}
      {parts.map((part, i) =>
        part.kind === 'list' ? (
          <List key={i} withPadding spacing={4}>
            {part.items.map((item, j) => (
              <List.Item key={j}>
                <Inline parts={item} />
              </List.Item>
            ))}
          </List>
        ) : (
          <Text key={i}>
            {part.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Inline parts={line} />
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}

function Inline({ parts }: { parts: readonly InlinePart[] }) {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={i}>{part.text}</Fragment>;
      case 'bold':
        return (
          <strong key={i}>
            <Inline parts={part.parts} />
          </strong>
        );
      case 'link':
        // A new tab keeps the form, and what the patient typed, open behind the link.
        return (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        );
    }
  });
}
