// Loaded only through loadSignatureFonts(): Vite puts these @font-face rules (and the font files
// they point at) in their own chunk, so screens without a typed signature never download them.
// Self-hosted on purpose: a patient's name is not sent to a font CDN.
import '@fontsource/dancing-script/400.css';
import '@fontsource/great-vibes/400.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/satisfy/400.css';
import '@fontsource/allura/400.css';
import '@fontsource/alex-brush/400.css';
import '@fontsource/sacramento/400.css';
import '@fontsource/parisienne/400.css';
import '@fontsource/kaushan-script/400.css';
import '@fontsource/homemade-apple/400.css';
import '@fontsource/caveat/400.css';
import '@fontsource/yellowtail/400.css';
