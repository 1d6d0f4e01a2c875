// Sending forms and buckets to patients: the send dialog, its recipients and visit fields, and
// the links already sent.
export { useSendDialogs } from './useSendDialogs';
export { LANGUAGE_CHOICES } from './LanguageSelect';
export { SEND_DEFAULTS_KEY } from './sendingApi';
