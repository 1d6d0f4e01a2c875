import { render } from '@react-email/render';
import { createElement } from 'react';
import { ClinicEmail } from './clinic-email.js';
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
      logo: input.logo,
      preview: previewLine(input.text),
      paragraphs: textBlocks(input.text),
    }),
  );
}
