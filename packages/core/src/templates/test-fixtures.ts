/** Shared answers for the template tests: valid submissions to break one rule at a time. */
export const TODAY = new Date('2025-06-15T12:00:00Z');
export const options = { today: TODAY };
export const typed = { kind: 'typed', text: 'Ann Lee', font: 'Caveat' } as const;
export const drawn = { kind: 'drawn', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } as const;

export const identity = {
  patient_firstname: 'Ann',
  patient_lastname: "O'Neil-Smith",
  dob: '1980-02-29',
};

/** A complete Records Release (template 1), signed on TODAY. */
export const recordsRelease = {
  ...identity,
  reason_for_request: 'Continuity of care',
  physician_name: 'North Dallas Cardiology',
  records_requested: 'Last two years of visit notes',
  consent: 'Yes',
  phone: '+1 (214) 555-1234',
  fax: '+1 (214) 555-9876',
  address: '12 Oak Street, Dallas',
  conditions: ['', 'Asthma'],
  medical_release: 'Release Medical Records',
  signature_patient: typed,
  date: '2025-06-15',
};
