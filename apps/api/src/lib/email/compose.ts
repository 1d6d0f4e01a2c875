import type { SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { PROVIDER_NAME, type EmailLayout } from './layout.js';
import type { LogoAttachment } from './logo.js';
import { renderEmailHtml } from './render.js';

/**
 * What an e-mail carries beyond its text: the sender as the recipient knows it, the HTML part
 * rendered from the same text, the practice's logo attached inline, and a reminder's
 * List-Unsubscribe. Nothing here adds words the text part does not have.
 */
export async function composeEmail(input: {
  /** MAIL_FROM. */
  from: string;
  subject: string;
  text: string;
  layout?: EmailLayout | undefined;
  logo?: LogoAttachment | undefined;
}): Promise<Pick<SendMailOptions, 'from' | 'text' | 'html' | 'attachments' | 'list' | 'headers'>> {
  const { logo, layout } = input;
  // Issue 20: the practice's phone and address close both parts, so they still say the same.
  const contact = layout?.practice?.contact;
  const text = contact ? `${input.text.trimEnd()}\n\n${contact}` : input.text;
  const html = await renderEmailHtml({ ...input, logo });
  const unsubscribe = layout?.unsubscribe;
  return {
    from: fromFor(input.from, layout),
    text,
    html,
    attachments: logo
      ? [
          {
            cid: logo.cid,
            content: logo.content,
            contentType: logo.contentType,
            filename: logo.filename,
            contentDisposition: 'inline',
          },
        ]
      : [],
    ...(unsubscribe && {
      list: { unsubscribe: unsubscribe.url },
      ...(unsubscribe.oneClick && {
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    }),
  };
}

/**
 * A practice's e-mail comes from `<practice> via <MAIL_FROM's name>` at MAIL_FROM's own address:
 * the patient sees who wrote, and the address stays the one the mail domain vouches for.
 */
function fromFor(from: string, layout: EmailLayout | undefined): SendMailOptions['from'] {
  const practice = layout?.practice?.name;
  const [sender] = addressparser(from, { flatten: true });
  if (!practice || !sender?.address) return from;
  return { name: `${practice} via ${sender.name || PROVIDER_NAME}`, address: sender.address };
}
