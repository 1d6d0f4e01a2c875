import sharp from 'sharp';
import type { Storage } from '../storage.js';
import type { EmailLogo } from './render.js';

/** The logo's height in the header (its width follows, up to MAX_WIDTH). */
const HEIGHT = 48;
const MAX_WIDTH = 200;
/** Logos kept in memory between messages. */
const KEEP = 16;

export interface LogoAttachment extends EmailLogo {
  content: Buffer;
  contentType: string;
  filename: string;
}

type LogoFile = Omit<LogoAttachment, 'cid'>;

/**
 * Reads practices' logos (clean PNGs or JPEGs, lib/image.ts) to attach inline, keeping the last
 * few: a reminder pass mails one practice's logo many times over, and a logo's key names one file
 * for good (a new logo is stored under a new key). A logo that is gone or unreadable is left out,
 * never a reason for the message not to go; it is looked for again next time.
 */
export function logoReader(storage: Storage) {
  const kept = new Map<string, LogoFile>();
  return async (key: string, cid: string): Promise<LogoAttachment | undefined> => {
    let file = kept.get(key);
    if (!file) {
      file = await readLogo(storage, key);
      if (!file) return undefined;
      if (kept.size >= KEEP) kept.delete(kept.keys().next().value!);
      kept.set(key, file);
    }
    return { ...file, cid };
  };
}

async function readLogo(storage: Storage, key: string): Promise<LogoFile | undefined> {
  try {
    const content = await storage.get(key);
    if (!content) return undefined;
    const { width, height, format } = await sharp(content).metadata();
    if (!width || !height || (format !== 'png' && format !== 'jpeg')) return undefined;
    const scale = Math.min(HEIGHT / height, MAX_WIDTH / width, 1);
    return {
      content,
      contentType: `image/${format}`,
      filename: `logo.${format === 'png' ? 'png' : 'jpg'}`,
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
  } catch {
    return undefined;
  }
}
