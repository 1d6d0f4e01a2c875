import { Anchor, Text } from '@mantine/core';
import { splitLinks } from './linkify';

/** Message text with its web addresses clickable, line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.value} target="_blank" rel="noopener noreferrer">
            {part.value}
          </Anchor>
        ) : (
          part.value
        ),
      )}
    </Text>
  );
}
