// Every template's parts at once: for the console's screens and tests, which draw templates from
// core's getTemplate rather than through loadTemplate. A function, not an import's side effect,
// so a page that only imports the engine's face (a patient link) never carries them.
import { parts as form01 } from './parts/form01';
import { parts as form03 } from './parts/form03';
import { parts as form08 } from './parts/form08';
import { registerTemplateParts } from './templateParts';

export function registerAllTemplateParts() {
  registerTemplateParts(1, form01);
  registerTemplateParts(3, form03);
  registerTemplateParts(8, form08);
  // Form 11's upload questions load their own parts, with a stand-in of the same size meanwhile.
  registerTemplateParts(11, {});
}
