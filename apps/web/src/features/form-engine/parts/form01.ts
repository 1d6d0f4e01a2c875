import { TextRows } from '../special/TextRows';
import type { TemplateParts } from '../templateParts';

/** Records Release: its list of conditions. */
export const parts: TemplateParts = { special: { conditions: TextRows } };
