// The signature feature's public surface; everything else in this folder is its inside.
export { SignatureField } from './SignatureField';
export { SignaturePreview } from './SignaturePreview';
export { SIGNATURE_FONTS, loadSignatureFonts, signatureFontStack } from './fonts';
export { uploadMessages } from './readSignatureImage';
export { SignatureConsentProvider, type SignatureConsent } from './consent';
