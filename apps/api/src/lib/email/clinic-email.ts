import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import { patientMailText, type PatientLanguage } from '@paperless/core';
import { palette } from './palette.js';
import type { Line, Paragraph } from './text-blocks.js';

// Written with createElement rather than JSX: the server also runs under tsx from the repository
// root (the scale-out and security suites), where no tsconfig would turn JSX on.

export interface ClinicEmailProps {
  /** The document's title: the subject. */
  subject: string;
  /** Who the e-mail comes from: the practice, or Paperless Clinic. */
  sender: string;
  /** The practice's logo, attached to the message and shown by its Content-ID. */
  logo?: { cid: string; width: number; height: number } | undefined;
  preview: string;
  paragraphs: Paragraph[];
  /** Issue 20: the practice's brand colour for its name and accent line (AA on white). */
  accent?: string | undefined;
  /** Issue 20: the practice's phone and address, beneath the message (the text part ends so too). */
  footer?: string | null | undefined;
  /** The language the text is in (issue 21); English when absent. */
  language?: PatientLanguage | undefined;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: palette.page, margin: 0, padding: '24px 8px', fontFamily: FONT },
  container: {
    maxWidth: '600px',
    backgroundColor: palette.surface,
    border: `1px solid ${palette.border}`,
    borderRadius: '8px',
  },
  header: { padding: '20px 24px 16px', borderBottom: `4px solid ${palette.brand}` },
  logo: { display: 'block', marginBottom: '12px', border: 0 },
  sender: { color: palette.brand, fontSize: '22px', lineHeight: '28px', margin: 0 },
  content: { padding: '8px 24px 16px' },
  paragraph: { color: palette.text, fontSize: '16px', lineHeight: '24px', margin: '16px 0' },
  footer: {
    color: palette.text,
    fontSize: '14px',
    lineHeight: '20px',
    margin: 0,
    padding: '12px 24px 16px',
    borderTop: `1px solid ${palette.border}`,
  },
  link: {
    color: palette.link,
    textDecoration: 'underline',
    textDecorationLine: 'underline',
    wordBreak: 'break-all',
  },
} satisfies Record<string, CSSProperties>;

/**
 * Every e-mail's HTML part: the sender's name (and logo) heading the message's own text, with
 * its web addresses as links. Readable with images off: the name is text, the logo has alt text
 * and says nothing the name does not.
 */
export function ClinicEmail(props: ClinicEmailProps) {
  const { subject, sender, logo, preview, paragraphs, footer } = props;
  // The practice's colour replaces the product's own where the name and accent line use it.
  const accent = props.accent ?? palette.brand;
  const header = h(
    Section,
    { style: { ...styles.header, borderBottom: `4px solid ${accent}` } },
    logo &&
      h(Img, {
        src: `cid:${logo.cid}`,
        alt: patientMailText('logoAlt', props.language ?? 'en', { practice: sender }),
        width: logo.width,
        height: logo.height,
        style: styles.logo,
      }),
    h(Heading, { as: 'h1', style: { ...styles.sender, color: accent } }, sender),
  );
  const content = h(
    Section,
    { style: styles.content },
    paragraphs.map((lines, p) =>
      h(
        Text,
        { key: p, style: styles.paragraph },
        lines.map((line, l) => h(Fragment, { key: l }, l > 0 && h('br'), lineContent(line))),
      ),
    ),
  );
  return h(
    Html,
    { lang: props.language ?? 'en', dir: 'ltr' },
    h(Head, null, h('title', null, subject), h('meta', { name: 'color-scheme', content: 'light' })),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        header,
        content,
        footer && h(Text, { style: styles.footer }, footer),
      ),
    ),
  );
}

/** A line's words as they are, its web addresses as links showing the address itself. */
const lineContent = (line: Line): ReactNode[] =>
  line.map((segment, i) =>
    segment.kind === 'link'
      ? h(Link, { key: i, href: segment.href, style: styles.link }, segment.href)
      : segment.value,
  );
