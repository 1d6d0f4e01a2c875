export { PatientLanguageProvider } from './PatientLanguageProvider';
export { LanguageSwitch } from './LanguageSwitch';
export {
  useLocalizedErrors,
  useLocalizedTemplate,
  usePatientLanguage,
  usePatientLocale,
  useT,
  useFrameT,
  useWholeTranslation,
  english,
  type Translate,
} from './context';
