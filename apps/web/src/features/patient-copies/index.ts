// The patient's copy of what they signed: offered after submitting and fetched behind their birth
// date (the e-mailed copy's page is a patient page: patient-links); also the clinic's setting.
export { CopyOffer } from './CopyOffer';
export { LazyCopyDownload } from './LazyCopyDownload';
export { rememberCopy } from './copyStore';
export { loadCopy, saveFile } from './copyApi';
export { useCopyFile } from './useCopyFile';
export { PatientCopySetting } from './PatientCopySetting';
