import { Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import SignaturePad from 'signature_pad';
import { signatureTexts } from '@paperless/core';
import { useT } from '../patient-language';

let canvasSupport: boolean | undefined;

/**
 * jsdom (and very old or locked-down browsers) give no 2D context; the Draw tab then explains
 * itself instead of crashing. Drawing itself is covered by the browser tests the form renderer
 * will add. Checked once, because each failed check logs a warning in jsdom.
 */
function canvasSupported(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

interface DrawPadProps {
  padRef: RefObject<SignaturePad | null>;
  onDrawn: () => void;
}

export function DrawPad({ padRef, onDrawn }: DrawPadProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [supported] = useState(canvasSupported);
  const strokeEnded = useEffectEvent(onDrawn);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvas.getContext('2d')) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e' });
    pad.addEventListener('endStroke', () => strokeEnded());

    // Back the 450x120 CSS box with device pixels so lines stay sharp, and redraw the strokes
    // (kept in CSS pixels) whenever the box changes: rotation, resize, or the tab being shown.
    const fit = () => {
      if (canvas.offsetWidth === 0) return; // inside a hidden tab
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(pad.toData());
    };
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    padRef.current = pad;
    return () => {
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t(signatureTexts.drawHint)}
      </Text>
      {supported ? (
        <canvas
          ref={canvasRef}
          width={450}
          height={120}
          role="img"
          aria-label={t(signatureTexts.drawingArea)}
          style={{
            display: 'block',
            width: '100%',
            maxWidth: 450,
            height: 120,
            // Without this a finger on the pad scrolls the page instead of drawing.
            touchAction: 'none',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-white)',
          }}
        />
      ) : (
        <Text size="sm" role="status">
          {t(signatureTexts.drawUnavailable)}
        </Text>
      )}
    </Stack>
  );
}
