import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { allergyForm, linkAnswer } from '../patient-links/testing';

const TOKEN = 'tok_brand';

/** Issue 20: a patient's page carries the practice's logo, colour, phone and address. */
describe("the practice's look on a patient's page", () => {
  it('shows the logo, the phone as a call link and the address, in the brand colour', async () => {
    const answer = linkAnswer('form', [allergyForm]);
    answer.data.practice = {
      name: 'Sunrise Family Clinic',
      phone: '(512) 555-0142',
      address: '12 Lake Road, Austin, Texas 78701',
      logo_url: '/api/logos/0123456789abcdef0123456789abcdef.png',
      brand_color: '#7b2d8b',
    };
    stubApi({ [`GET /api/public/links/${TOKEN}`]: () => json(200, answer) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sunrise Family Clinic logo' })).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact Sunrise Family Clinic' });
    expect(within(contact).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5125550142',
    );
    expect(within(contact).getByText('12 Lake Road, Austin, Texas 78701')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main.style.getPropertyValue('--mantine-color-teal-filled')).toBe('#7b2d8b');
  });

  it('keeps the product look without a profile, and ignores what is not a colour', async () => {
    const answer = linkAnswer('form', [allergyForm]);
    answer.data.practice = {
      name: 'Sunrise Family Clinic',
      brand_color: 'red; background: url(x)',
    };
    stubApi({ [`GET /api/public/links/${TOKEN}`]: () => json(200, answer) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /logo/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Contact/ })).toBeNull();
    expect(screen.getByRole('main').style.getPropertyValue('--mantine-color-teal-filled')).toBe('');
  });
});
