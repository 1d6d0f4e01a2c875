import { REQUIRED, YES_NO, field, optionsOf, patientIdentityFields, shownWhen } from './define.js';
import type { FieldOption } from './types.js';
import type { FieldSpec } from './define.js';

const option = (value: string, label: string): FieldOption => ({ value, label });

export const MEDICAL_CONDITIONS: readonly FieldOption[] = [
  option('asthma', 'Asthma'),
  option('hepatitis', 'Hepatitis'),
  option('cancer', 'Cancer'),
  option('high_blood_pressure', 'High Blood Pressure'),
  option('liver_disease', 'Liver Disease'),
  option('heart_disease', 'Heart Disease'),
  option('kidney_disease', 'Kidney Disease'),
];

export const IMMUNIZATIONS: readonly FieldOption[] = [
  option('tetanus', 'Tetanus'),
  option('hepatitis_a', 'Hepatitis A'),
  option('hepatitis_b', 'Hepatitis B'),
  option('zostavax', 'Zostavax (Shingles)'),
  option('prevnar_13', 'Prevnar 13'),
  option('pneumovax', 'Pneumovax'),
  option('influenza', 'Influenza'),
  option('covid_19', 'COVID-19'),
];

export const FAMILY_MEDICAL_CONDITIONS: readonly FieldOption[] = [
  option('cancer', 'Cancer'),
  option('diabetes', 'Diabetes'),
  option('cardiac', 'Cardiac'),
  option('hypertension', 'Hypertension'),
  option('tuberculosis', 'Tuberculosis'),
  option('other', 'Other'),
];

export const TOBACCO_TYPES: readonly FieldOption[] = [
  option('cigarettes', 'Cigarettes'),
  option('cigars', 'Cigars'),
  option('eCig', 'E-Cigarettes'),
  option('chewingTobacco', 'Chewing Tobacco'),
];

export const MEDICAL_HISTORY_OPTIONS = {
  gender: optionsOf('Male', 'Female'),
  ethnicity: optionsOf('Asian', 'African', 'American', 'Caucasian', 'Hispanic'),
  maritalStatus: optionsOf('Single', 'Married', 'Divorced', 'Widowed'),
} as const;

/** The fourteen review-of-systems checklists; each value is the list of ticked symptoms. */
export const REVIEW_OF_SYSTEMS: readonly { name: string; label: string; symptoms: string[] }[] = [
  {
    name: 'allergies',
    label: 'Allergies',
    symptoms: ['Seasonal allergies', 'Hay fever', 'Hives', 'Food allergies', 'Latex allergy'],
  },
  {
    name: 'cardiovascular',
    label: 'Cardiovascular',
    symptoms: [
      'Chest pain',
      'Palpitations',
      'Swelling of legs or feet',
      'Shortness of breath when lying flat',
      'Fainting',
    ],
  },
  {
    name: 'constitutional',
    label: 'Constitutional',
    symptoms: [
      'Fever',
      'Chills',
      'Fatigue',
      'Night sweats',
      'Unexplained weight loss',
      'Unexplained weight gain',
    ],
  },
  {
    name: 'gastrointestinal',
    label: 'Gastrointestinal',
    symptoms: [
      'Nausea',
      'Vomiting',
      'Abdominal pain',
      'Heartburn',
      'Diarrhea',
      'Constipation',
      'Blood in stool',
    ],
  },
  {
    name: 'musculoskeletal',
    label: 'Musculoskeletal',
    symptoms: ['Joint pain', 'Joint swelling', 'Back pain', 'Muscle pain', 'Muscle weakness'],
  },
  {
    name: 'ent',
    label: 'Ears, Nose and Throat',
    symptoms: [
      'Hearing loss',
      'Ear pain',
      'Ringing in the ears',
      'Nosebleeds',
      'Sinus congestion',
      'Sore throat',
    ],
  },
  {
    name: 'gyn',
    label: 'Gynecologic',
    symptoms: [
      'Irregular periods',
      'Heavy periods',
      'Painful periods',
      'Pelvic pain',
      'Hot flashes',
    ],
  },
  {
    name: 'hematology',
    label: 'Hematology',
    symptoms: ['Easy bruising', 'Prolonged bleeding', 'Swollen glands', 'Anemia'],
  },
  {
    name: 'neurological',
    label: 'Neurological',
    symptoms: [
      'Headaches',
      'Dizziness',
      'Numbness or tingling',
      'Seizures',
      'Memory loss',
      'Tremor',
    ],
  },
  {
    name: 'ophthalmology',
    label: 'Eyes',
    symptoms: ['Blurred vision', 'Double vision', 'Eye pain', 'Eye redness'],
  },
  {
    name: 'respiratory',
    label: 'Respiratory',
    symptoms: ['Cough', 'Wheezing', 'Shortness of breath', 'Coughing up blood'],
  },
  {
    name: 'urinary',
    label: 'Urinary',
    symptoms: ['Frequent urination', 'Painful urination', 'Blood in urine', 'Incontinence'],
  },
  {
    name: 'psychological',
    label: 'Psychological',
    symptoms: ['Depression', 'Anxiety', 'Trouble sleeping', 'Thoughts of harming yourself'],
  },
  {
    name: 'skin',
    label: 'Skin',
    symptoms: ['Rash', 'Itching', 'Changing moles', 'Dry skin', 'Sores that do not heal'],
  },
];

const checkRows = (items: readonly FieldOption[], extra: Record<string, unknown>) =>
  items.map((item) => ({ id: item.value, checked: false, ...extra }));

const parentDefault = { living: true, age: '', deceased_age: '', cause: '' };

const reviewOfSystemsFields: FieldSpec[] = REVIEW_OF_SYSTEMS.flatMap((group) => [
  field('checklist', group.name, group.label, {
    options: optionsOf(...group.symptoms),
    defaultValue: [],
    // The gynecologic questions are asked of patients who answered Female (issue 17).
    ...(group.name === 'gyn' ? shownWhen('gender', 'Female') : {}),
  }),
  ...(group.name === 'allergies' ? [field('text', 'allergiesOther', 'Other Allergies')] : []),
]);

export const MEDICAL_HISTORY_SECTIONS: readonly { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Patient Information',
    fields: [
      ...patientIdentityFields(),
      field('radio', 'gender', 'Gender', { ...REQUIRED, options: MEDICAL_HISTORY_OPTIONS.gender }),
      field('select', 'ethnicity', 'Ethnicity', { options: MEDICAL_HISTORY_OPTIONS.ethnicity }),
    ],
  },
  {
    title: 'Medical Conditions',
    fields: [
      field('list', 'conditions', 'Medical Conditions (date of onset)', {
        options: MEDICAL_CONDITIONS,
        defaultValue: checkRows(MEDICAL_CONDITIONS, { date: '' }),
      }),
      field('list', 'other_conditions', 'Other Conditions', { defaultValue: [''] }),
    ],
  },
  {
    title: 'Surgeries',
    fields: [
      field('list', 'surgeries', 'Surgeries', { defaultValue: [{ surgery: '', date: '' }] }),
    ],
  },
  {
    title: 'Immunizations',
    fields: [
      field('list', 'immunizations', 'Immunizations', {
        options: IMMUNIZATIONS,
        defaultValue: checkRows(IMMUNIZATIONS, { date: '' }),
      }),
    ],
  },
  {
    title: 'Medication Allergies',
    fields: [
      field('radio', 'has_medication_allergies', 'Do you have medication allergies?', {
        ...REQUIRED,
        options: YES_NO,
        defaultValue: 'No',
      }),
      field('list', 'allergy_details', 'Medication Allergies', {
        defaultValue: ['None'],
        ...shownWhen('has_medication_allergies', 'Yes'),
      }),
    ],
  },
  {
    title: 'Current Medications',
    fields: [
      field('list', 'current_medications', 'Current Medications (name, dose, directions)', {
        defaultValue: [{ name: '', dose: '', directions: '' }],
      }),
    ],
  },
  {
    title: 'Family History',
    fields: [
      field('group', 'father', 'Father', { defaultValue: parentDefault }),
      field('group', 'mother', 'Mother', { defaultValue: parentDefault }),
      field('group', 'siblings', 'Siblings', {
        defaultValue: { living_count: '', deceased_count: '', cause: '' },
      }),
      field('list', 'family_medical_conditions', 'Family Medical Conditions', {
        options: FAMILY_MEDICAL_CONDITIONS,
        defaultValue: checkRows(FAMILY_MEDICAL_CONDITIONS, { family_member: '' }),
      }),
    ],
  },
  {
    title: 'Social History',
    fields: [
      field('text', 'occupation', 'Occupation', REQUIRED),
      field('select', 'maritalStatus', 'Marital Status', {
        ...REQUIRED,
        options: MEDICAL_HISTORY_OPTIONS.maritalStatus,
      }),
      field('radio', 'usesTobacco', 'Do you use tobacco?', { ...REQUIRED, options: YES_NO }),
      field('list', 'tobaccoTypes', 'Tobacco Types', {
        options: TOBACCO_TYPES,
        defaultValue: TOBACCO_TYPES.map((t) => ({ name: t.value, checked: false })),
        ...shownWhen('usesTobacco', 'Yes'),
      }),
      field('text', 'tobaccoAmountPerDay', 'Amount per Day', shownWhen('usesTobacco', 'Yes')),
      field('date', 'quitTobaccoDate', 'Quit Date'),
      field('radio', 'Alcohol', 'Do you drink alcohol?', { ...REQUIRED, options: YES_NO }),
      field('text', 'alcoholAmount', 'Amount', shownWhen('Alcohol', 'Yes')),
      field('date', 'lastColonoscopyDate', 'Last Colonoscopy'),
      field('date', 'lastMammogramDate', 'Last Mammogram'),
    ],
  },
  { title: 'Review of Systems', fields: reviewOfSystemsFields },
];
