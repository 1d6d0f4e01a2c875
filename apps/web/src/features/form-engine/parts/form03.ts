import { applyMedicalHistoryRules } from '@paperless/core';
import { CheckedRows } from '../special/CheckedRows';
import { ParentGroup, SiblingsGroup } from '../special/FamilyGroups';
import { MedicationRows } from '../special/MedicationRows';
import { SurgeryRows } from '../special/SurgeryRows';
import { TextRows } from '../special/TextRows';
import { TobaccoTypes } from '../special/TobaccoTypes';
import type { TemplateParts } from './types';

/** Medical History: its rows and groups, and the rules that reset hidden answers. */
export const parts: TemplateParts = {
  special: {
    conditions: CheckedRows,
    other_conditions: TextRows,
    surgeries: SurgeryRows,
    immunizations: CheckedRows,
    allergy_details: TextRows,
    current_medications: MedicationRows,
    father: ParentGroup,
    mother: ParentGroup,
    siblings: SiblingsGroup,
    family_medical_conditions: CheckedRows,
    tobaccoTypes: TobaccoTypes,
  },
  rules: applyMedicalHistoryRules,
};
