// The practice's profile (issue 20): its logo, colour and contact lines, edited in settings and
// drawn on every page a patient opens.
export { PracticeProfileDialog } from './PracticeProfileDialog';
export { brandStyle, PracticeContact, PracticeLogo } from './PracticeBrand';
