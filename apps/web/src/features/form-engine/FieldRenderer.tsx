import type { TemplateFieldType } from '@paperless/core';
import { createElement, type ComponentType } from 'react';
import { CheckboxField, ChecklistField, RadioField, SelectField } from './fields/ChoiceFields';
import { FileField } from './fields/FileField';
import { SelfAnswerField } from './fields/SelfAnswerField';
import { DateField, SignatureInput } from './fields/SimpleFields';
import { TextField, TextareaField } from './fields/TextFields';
import type { FieldProps } from './fields/types';
import { templateParts } from './templateParts';

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

export function componentFor(props: FieldProps): ComponentType<FieldProps> | undefined {
  // The list and group fields come with their template (templateParts.ts: forms 1 and 3).
  const special = templateParts(props.template).special?.[props.field.name];
  if (special) return special;
  return props.field.selfAnswer === undefined ? BY_TYPE[props.field.type] : SelfAnswerField;
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
