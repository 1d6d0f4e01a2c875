import { Image, Text } from '@mantine/core';
import type { SignatureValue } from '@paperless/core';
import { useEffect } from 'react';
import { loadSignatureFonts, signatureFontStack } from './fonts';

interface SignaturePreviewProps {
  value: SignatureValue;
  /** What a screen reader hears for an image signature. */
  alt?: string;
}

/** A signature as it was given: the image at most 450x120, or the typed name in its font. */
export function SignaturePreview({ value, alt = 'Signature' }: SignaturePreviewProps) {
  const typed = value.kind === 'typed';
  useEffect(() => {
    // Only screens that actually show a typed signature pay for the font files.
    if (typed) void loadSignatureFonts();
  }, [typed]);

  if (value.kind === 'typed') {
    return (
      <Text
        component="span"
        display="block"
        fz={36}
        lh={1.4}
        ff={signatureFontStack(value.font)}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value.text}
      </Text>
    );
  }
  return <Image src={value.dataUrl} alt={alt} maw={450} mah={120} w="auto" fit="contain" />;
}
