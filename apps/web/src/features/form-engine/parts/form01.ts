import { TextRows } from '../special/TextRows';
import type { TemplateParts } from './types';

/** Records Release: its list of conditions. */
export const parts: TemplateParts = { special: { conditions: TextRows } };
