import type { TemplateFieldType } from '@paperless/core';
import { createElement, type ComponentType } from 'react';
import { CheckboxField, ChecklistField, RadioField, SelectField } from './fields/ChoiceFields';
import { FileField } from './fields/FileField';
import { DateField, SignatureInput } from './fields/SimpleFields';
import { TextField, TextareaField } from './fields/TextFields';
import type { FieldProps } from './fields/types';
import { CheckedRows } from './special/CheckedRows';
import { ParentGroup, SiblingsGroup } from './special/FamilyGroups';
import { MedicationRows } from './special/MedicationRows';
import { SurgeryRows } from './special/SurgeryRows';
import { TextRows } from './special/TextRows';
import { TobaccoTypes } from './special/TobaccoTypes';

/** How each field type is drawn; list and group fields have their own component by name. */
const BY_TYPE: Partial<Record<TemplateFieldType, ComponentType<FieldProps>>> = {
  text: TextField,
  email: TextField,
  tel: TextField,
  textarea: TextareaField,
  date: DateField,
  radio: RadioField,
  select: SelectField,
  checkbox: CheckboxField,
  checklist: ChecklistField,
  signature: SignatureInput,
  file: FileField,
};

/** The list and group fields, keyed `templateId:name` (form 1 and form 3 both have conditions). */
const SPECIAL: Record<string, ComponentType<FieldProps>> = {
  '1:conditions': TextRows,
  '3:conditions': CheckedRows,
  '3:other_conditions': TextRows,
  '3:surgeries': SurgeryRows,
  '3:immunizations': CheckedRows,
  '3:allergy_details': TextRows,
  '3:current_medications': MedicationRows,
  '3:father': ParentGroup,
  '3:mother': ParentGroup,
  '3:siblings': SiblingsGroup,
  '3:family_medical_conditions': CheckedRows,
  '3:tobaccoTypes': TobaccoTypes,
};

export function componentFor(props: FieldProps): ComponentType<FieldProps> | undefined {
  return SPECIAL[`${props.template.id}:${props.field.name}`] ?? BY_TYPE[props.field.type];
}

/** Fields that take a whole row of the section grid rather than one column. */
export function isWide(type: TemplateFieldType): boolean {
  return !['text', 'email', 'tel', 'date', 'select'].includes(type);
}

export function FieldRenderer(props: FieldProps) {
  // The components come from the module-level maps above, never created here.
  const component = componentFor(props);
  return component ? createElement(component, props) : null;
}
