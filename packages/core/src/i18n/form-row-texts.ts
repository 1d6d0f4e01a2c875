/**
 * The words the form engine draws around a template's repeatable and checked rows (form 1's
 * conditions, form 3's surgeries, medications, allergies, family and immunizations): buttons,
 * each row's label and the select's prompt. They are the page's, not the template's, so they
 * live here with their Spanish in catalogues/es-form-rows.ts (issue 21). A {name} is filled in
 * by the page after translation; the row's own label ({condition}, {relative}) arrives already
 * in the page's language, from the localized template.
 */
export const formRowTexts = {
  selectPrompt: 'Select...',
  remove: 'Remove',
  conditionDateOfOnset: '{condition}: date of onset',
  conditionDateGiven: '{condition}: date given',
  conditionFamilyMember: '{condition}: family member',
  conditionDate: '{condition}: date',
  addSurgery: 'Add surgery',
  removeSurgery: 'Remove surgery {n}',
  surgery: 'Surgery {n}',
  surgeryDate: 'Surgery {n} date',
  addMedication: 'Add medication',
  removeMedication: 'Remove medication {n}',
  medicationName: 'Medication {n} name',
  medicationDose: 'Medication {n} dose',
  medicationDirections: 'Medication {n} directions',
  addCondition: 'Add condition',
  removeCondition: 'Remove condition {n}',
  condition: 'Condition {n}',
  otherCondition: 'Other condition {n}',
  addAllergy: 'Add allergy',
  removeAllergy: 'Remove allergy {n}',
  allergy: 'Allergy {n}',
  addRow: 'Add row',
  removeRow: 'Remove row {n}',
  relativeIs: '{relative} is',
  living: 'Living',
  deceased: 'Deceased',
  relativeAge: "{relative}'s age",
  relativeAgeAtDeath: "{relative}'s age at death",
  relativeCauseOfDeath: "{relative}'s cause of death",
  livingSiblings: 'Living siblings',
  deceasedSiblings: 'Deceased siblings',
  siblingsCauseOfDeath: "Siblings' cause of death",
} as const;
