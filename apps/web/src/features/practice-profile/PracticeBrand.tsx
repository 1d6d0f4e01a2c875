import { Anchor, Text } from '@mantine/core';
import type { PracticeBranding } from '@paperless/core';
import type { CSSProperties } from 'react';

// On the patient's pages (features/patient-links), whose first load is at its ceiling: plain
// elements and the Mantine parts those pages already load, no library and no extra chunk.

/**
 * The practice's brand colour as the accent of everything inside: Mantine's filled buttons, the
 * primary colour's checks and links read these variables. The server sends only a colour
 * readable with white text (AA); the contrast check stays there, off the page's first load.
 */
export function brandStyle(colour: string | null | undefined): CSSProperties | undefined {
  if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) return undefined;
  const hover = `color-mix(in srgb, ${colour} 85%, black)`;
  return {
    '--mantine-primary-color-filled': colour,
    '--mantine-color-teal-filled': colour,
    '--mantine-color-teal-filled-hover': hover,
    '--mantine-color-anchor': colour,
    borderTop: `4px solid ${colour}`,
  } as CSSProperties;
}

/** The practice's logo above the form, when it has one (the form's own heading names it). */
export function PracticeLogo({ practice }: { practice: PracticeBranding }) {
  if (!practice.logo_url) return null;
  return (
    <img
      src={practice.logo_url}
      alt={`${practice.name} logo`}
      style={{ display: 'block', height: 56, maxWidth: '100%', marginBottom: 12 }}
    />
  );
}

/** How to reach the practice, beneath the form: its name, phone (a call link) and address. */
export function PracticeContact({ practice }: { practice: PracticeBranding }) {
  if (!practice.phone && !practice.address) return null;
  return (
    <section aria-label={`Contact ${practice.name}`} style={{ marginTop: 32 }}>
      <Text size="sm" fw={600}>
        {practice.name}
      </Text>
      {practice.phone && (
        <Text size="sm">
          Phone:{' '}
          <Anchor href={`tel:${practice.phone.replace(/[^\d+]/g, '')}`} underline="always">
            {practice.phone}
          </Anchor>
        </Text>
      )}
      {practice.address && <Text size="sm">{practice.address}</Text>}
    </section>
  );
}
