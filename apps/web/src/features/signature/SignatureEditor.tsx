import { Button, Group, Stack, Tabs } from '@mantine/core';
import { isSigned, signatureTexts, type SignatureValue } from '@paperless/core';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { DrawPad } from './DrawPad';
import { DEFAULT_SIGNATURE_FONT, loadSignatureFonts } from './fonts';
import { readSignatureImage } from './readSignatureImage';
import { TypeSignature } from './TypeSignature';
import { UploadSignature } from './UploadSignature';
import { useT } from '../patient-language';

type Mode = 'draw' | 'type' | 'upload';
const TABS: readonly (readonly [Mode, string])[] = [
  ['draw', signatureTexts.draw],
  ['type', signatureTexts.type],
  ['upload', signatureTexts.upload],
];
const MODE_OF: Record<SignatureValue['kind'], Mode> = {
  drawn: 'draw',
  typed: 'type',
  uploaded: 'upload',
};

interface SignatureEditorProps {
  /** The signature already given: picks the opening tab and refills a typed name or upload. */
  initial: SignatureValue | null;
  onSave: (value: SignatureValue) => void;
  /**
   * Take focus on mount: when the editor replaces the e-sign disclosure in an open dialog. Not
   * when the dialog opens on it: the dialog's focus trap moves focus there (data-autofocus)
   * after it has noted the opener, where focus returns on close.
   */
  focusOnMount?: boolean;
}

/** The dialog's body; it mounts on open, so cancelling leaves nothing behind. */
export function SignatureEditor({ initial, onSave, focusOnMount }: SignatureEditorProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>(initial ? MODE_OF[initial.kind] : 'draw');
  const [drawn, setDrawn] = useState(false);
  const [text, setText] = useState(initial?.kind === 'typed' ? initial.text : '');
  const [font, setFont] = useState(
    initial?.kind === 'typed' ? initial.font : DEFAULT_SIGNATURE_FONT,
  );
  const [upload, setUpload] = useState({
    dataUrl: initial?.kind === 'uploaded' ? initial.dataUrl : null,
    error: null as string | null,
    inputKey: 0, // Clear remounts the file input: the only way to empty one
  });
  const padRef = useRef<SignaturePad | null>(null);
  // The dialog opens (or the e-sign disclosure gives way) onto the selected tab, a named control,
  // rather than the close button: a screen reader hears where it is and what it can choose.
  const [opening] = useState(mode);
  const openingTab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) openingTab.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (mode === 'type') void loadSignatureFonts();
  }, [mode]);

  const candidate = (): SignatureValue | null => {
    if (mode === 'draw')
      return drawn && padRef.current
        ? { kind: 'drawn', dataUrl: padRef.current.toDataURL('image/png') }
        : null;
    if (mode === 'type') return { kind: 'typed', text: text.trim(), font };
    return upload.dataUrl ? { kind: 'uploaded', dataUrl: upload.dataUrl } : null;
  };
  const canSave = { draw: drawn, type: text.trim() !== '', upload: upload.dataUrl !== null }[mode];

  const save = () => {
    const value = candidate();
    // The shared schema has the last word (image format and size, name length).
    if (isSigned(value)) onSave(value);
  };

  const clear = () => {
    if (mode === 'draw') {
      padRef.current?.clear();
      setDrawn(false);
    } else if (mode === 'type') setText('');
    else setUpload((u) => ({ dataUrl: null, error: null, inputKey: u.inputKey + 1 }));
  };

  const pickFile = async (file: File) => {
    const result = await readSignatureImage(file);
    setUpload((u) =>
      'dataUrl' in result
        ? { ...u, dataUrl: result.dataUrl, error: null }
        : { ...u, dataUrl: null, error: result.error },
    );
  };

  return (
    <Stack>
      <Tabs value={mode} onChange={(next) => next && setMode(next as Mode)}>
        <Tabs.List grow>
          {TABS.map(([value, label]) => (
            <Tabs.Tab
              key={value}
              value={value}
              ref={value === opening ? openingTab : undefined}
              data-autofocus={value === opening || undefined}
            >
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="draw" pt="md">
          <DrawPad padRef={padRef} onDrawn={() => setDrawn(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="type" pt="md">
          <TypeSignature text={text} font={font} onTextChange={setText} onFontChange={setFont} />
        </Tabs.Panel>
        <Tabs.Panel value="upload" pt="md">
          <UploadSignature
            key={upload.inputKey}
            dataUrl={upload.dataUrl}
            error={upload.error}
            onFile={(file) => void pickFile(file)}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={clear}>
          {t(signatureTexts.clear)}
        </Button>
        <Button onClick={save} disabled={!canSave}>
          {t(signatureTexts.save)}
        </Button>
      </Group>
    </Stack>
  );
}
