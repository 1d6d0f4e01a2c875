import { NO_ADVANCE_DIRECTIVE_NOTICE, applyAdvanceDirectiveRules } from '@paperless/core';
import type { TemplateParts } from './types';

/** Advance Directive: its rules and the notes under its first question. */
export const parts: TemplateParts = {
  rules: applyAdvanceDirectiveRules,
  noticeAfter: (name, values) => {
    if (name !== 'advance_directive') return undefined;
    if (values.advance_directive === 'no') return NO_ADVANCE_DIRECTIVE_NOTICE;
    if (values.advance_directive === 'yes') return 'Check all that apply.';
    return undefined;
  },
};
