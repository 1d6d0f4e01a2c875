import {
  FORM_TEMPLATE_IDS,
  tailoredTemplate,
  type FormTemplate,
  type FormTemplateId,
  type TemplateTailoring,
} from '@paperless/core';
import { use, useMemo } from 'react';
import { useLocalizedTemplate, useT } from '../patient-language';
import { loadTemplateParts } from './templateParts';

// A patient link needs one template (a bucket, one per step); core's getTemplate holds them all,
// so the browser imports each template on its own, one chunk apiece. The server keeps getTemplate.
const LOADERS: Record<FormTemplateId, () => Promise<FormTemplate>> = {
  1: () =>
    import('@paperless/core/templates/form-01-records-release').then(
      (m) => m.recordsReleaseTemplate,
    ),
  2: () =>
    import('@paperless/core/templates/form-02-ownership-disclosure').then(
      (m) => m.ownershipDisclosureTemplate,
    ),
  3: () =>
    import('@paperless/core/templates/form-03-medical-history').then(
      (m) => m.medicalHistoryTemplate,
    ),
  4: () => import('@paperless/core/templates/form-04-demography').then((m) => m.demographyTemplate),
  5: () =>
    import('@paperless/core/templates/form-05-privacy-acknowledgment').then(
      (m) => m.privacyAcknowledgmentTemplate,
    ),
  6: () =>
    import('@paperless/core/templates/form-06-physician-ownership').then(
      (m) => m.physicianOwnershipTemplate,
    ),
  7: () =>
    import('@paperless/core/templates/form-07-refill-policy').then((m) => m.refillPolicyTemplate),
  8: () =>
    import('@paperless/core/templates/form-08-advance-directive').then(
      (m) => m.advanceDirectiveTemplate,
    ),
  9: () =>
    import('@paperless/core/templates/form-09-telemedicine-consent').then(
      (m) => m.telemedicineConsentTemplate,
    ),
  10: () =>
    import('@paperless/core/templates/form-10-privacy-notice').then((m) => m.privacyNoticeTemplate),
  11: () =>
    import('@paperless/core/templates/form-11-insurance-information').then(
      (m) => m.insuranceInformationTemplate,
    ),
};

/** A promise React's `use` can read at once when it has already settled (no fallback flash). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loading = new Map<FormTemplateId, Tracked<FormTemplate>>();

/**
 * The template for an id, imported once per page load. A failed import (the network dropped) is
 * forgotten, so the next attempt fetches again instead of failing for good.
 */
export function loadTemplate(id: FormTemplateId): Promise<FormTemplate> {
  let promise = loading.get(id);
  if (!promise) {
    // The template's own parts (its rows, its rules) come at the same time, so a form never
    // waits for them after its template is in.
    const started: Tracked<FormTemplate> = Promise.all([LOADERS[id](), loadTemplateParts(id)]).then(
      ([template]) => template,
    );
    started.then(
      (template) => Object.assign(started, { status: 'fulfilled', value: template }),
      (error: unknown) => {
        Object.assign(started, { status: 'rejected', reason: error });
        loading.delete(id);
      },
    );
    loading.set(id, started);
    promise = started;
  }
  return promise;
}

/**
 * The template id a stored form names, if this build knows it. (Not core's isFormTemplateId: its
 * module holds the registry of every template.)
 */
export function knownTemplateId(id: unknown): FormTemplateId | undefined {
  return (FORM_TEMPLATE_IDS as readonly unknown[]).includes(id)
    ? (id as FormTemplateId)
    : undefined;
}

/** The template for an id; suspends (to the nearest Suspense) while its chunk arrives. */
export function useTemplate(id: FormTemplateId): FormTemplate {
  return use(loadTemplate(id));
}

/**
 * The template as the clinic tailored it (its notice, its left-out questions; core
 * customizedTemplate), or the bare template when no tailoring came. Suspends like useTemplate.
 */
export function useTailoredTemplate(
  id: FormTemplateId,
  tailoring: TemplateTailoring | undefined,
): FormTemplate {
  // The built-in template in the patient's language first: the clinic's own wording, applied
  // next, stays as the clinic wrote it (core localizeTemplate).
  const template = useLocalizedTemplate(useTemplate(id));
  const t = useT();
  return useMemo(() => {
    if (!tailoring) return template;
    // The clinic's version carries its form's title: the template's own (translated when known),
    // or the clinic's wording, kept.
    const tailored = tailoredTemplate(template, tailoring);
    return { ...tailored, title: t(tailored.title) };
  }, [template, tailoring, t]);
}
