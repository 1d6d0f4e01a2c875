import { Text } from '@mantine/core';
import { BRAND_MIN_CONTRAST, contrastWithWhite } from '@paperless/core';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The brand colour's contrast with white as the owner picks it: the same rule the server
 * applies, so the owner sees before saving whether patients will be able to read it.
 */
export function ContrastHint({ colour }: { colour: string }) {
  if (!HEX.test(colour.trim())) {
    return (
      <Text size="xs" c="gray.7">
        Empty: the Paperless Clinic blue. Buttons carry white text on this colour.
      </Text>
    );
  }
  const ratio = contrastWithWhite(colour.trim());
  const readable = ratio >= BRAND_MIN_CONTRAST;
  return (
    <Text size="xs" c={readable ? 'teal.9' : 'red.9'} aria-live="polite">
      Contrast with white: {ratio.toFixed(1)}:1 —{' '}
      {readable ? 'readable (AA)' : `too light, needs at least ${BRAND_MIN_CONTRAST}:1`}
    </Text>
  );
}
