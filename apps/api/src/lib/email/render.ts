import { render } from '@react-email/render';
import { createElement } from 'react';
import { ClinicEmail } from './clinic-email.js';
import { isReadableBrandColour } from '@paperless/core';
import { senderName, type EmailLayout } from './layout.js';
import { previewLine, textBlocks } from './text-blocks.js';

export interface EmailLogo {
  /** The Content-ID the HTML names it by (cid:), attached inline beside it. */
  cid: string;
  width: number;
  height: number;
}

/**
 * The HTML part of an e-mail, made from its plain text and layout with React Email: the same
 * words, headed by the sender's name (and logo), web addresses as links.
 */
export function renderEmailHtml(input: {
  subject: string;
  text: string;
  layout?: EmailLayout | undefined;
  logo?: EmailLogo | undefined;
}): Promise<string> {
  return render(
    createElement(ClinicEmail, {
      subject: input.subject,
      sender: senderName(input.layout),
      language: input.layout?.language,
      logo: input.logo,
      preview: previewLine(input.text),
      paragraphs: textBlocks(input.text),
      ...practiceLook(input.layout),
    }),
  );
}

/**
 * The practice profile's part of the HTML (issue 20): its colour, only when it is readable as
 * text on white (the profile refuses others; this keeps an older stored value from slipping by),
 * and its phone and address as the footer.
 */
function practiceLook(layout: EmailLayout | undefined) {
  const colour = layout?.practice?.brandColor;
  return {
    accent: colour && isReadableBrandColour(colour) ? colour : undefined,
    footer: layout?.practice?.contact ?? null,
  };
}
