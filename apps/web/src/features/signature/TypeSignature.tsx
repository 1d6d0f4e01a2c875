import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SIGNATURE_FONTS, signatureFontStack } from './fonts';
import { signatureTexts } from '@paperless/core';
import { useT } from '../patient-language';

interface TypeSignatureProps {
  text: string;
  font: string;
  onTextChange: (text: string) => void;
  onFontChange: (font: string) => void;
}

/**
 * Native radios, so arrow keys move between fonts as in any radio group; each option shows the
 * typed name in its font and names the font for screen readers.
 */
export function TypeSignature({ text, font, onTextChange, onFontChange }: TypeSignatureProps) {
  const t = useT();
  const sample = text.trim() || t(signatureTexts.yourName);
  return (
    <Stack>
      <TextInput
        label={t(signatureTexts.typeFullName)}
        autoComplete="name"
        maxLength={100}
        value={text}
        onChange={(event) => onTextChange(event.currentTarget.value)}
      />
      <Radio.Group label={t(signatureTexts.chooseStyle)} value={font} onChange={onFontChange}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {SIGNATURE_FONTS.map((name) => (
            <Radio
              key={name}
              value={name}
              label={
                <>
                  <Text
                    component="span"
                    display="block"
                    fz={26}
                    lh={1.5}
                    truncate="end"
                    ff={signatureFontStack(name)}
                  >
                    {sample}
                  </Text>
                  <Text component="span" display="block" size="xs" c="dimmed">
                    {name}
                  </Text>
                </>
              }
            />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
